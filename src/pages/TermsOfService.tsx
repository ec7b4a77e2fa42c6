import { graphql, type HeadFC, type PageProps } from "gatsby";
import { LegalPage } from "../components/legal/LegalPage";
import { LegalPageHead } from "../components/legal/LegalPageHead";

// The text lives in content/legal/terms-of-service.json.
export default function TermsOfService({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  return <LegalPage slug="terms-of-service" document={data.legalDocument} />;
}

export const Head: HeadFC<Queries.TermsOfServicePageQuery> = ({ data }) => (
  <LegalPageHead slug="terms-of-service" document={data.legalDocument} />
);

export const query = graphql`
  query TermsOfServicePage {
    legalDocument(slug: { eq: "terms-of-service" }) {
      ...LegalDocumentFields
    }
  }
`;
