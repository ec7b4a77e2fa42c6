import { graphql, type HeadFC, type PageProps } from "gatsby";
import { LegalPage } from "../components/legal/LegalPage";
import { LegalPageHead } from "../components/legal/LegalPageHead";

// The text lives in content/legal/privacy-policy.json.
export default function PrivacyPolicy({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  return <LegalPage slug="privacy-policy" document={data.legalDocument} />;
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery> = ({ data }) => (
  <LegalPageHead slug="privacy-policy" document={data.legalDocument} />
);

export const query = graphql`
  query PrivacyPolicyPage {
    legalDocument(slug: { eq: "privacy-policy" }) {
      ...LegalDocumentFields
    }
  }
`;
