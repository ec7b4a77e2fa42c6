import { graphql, type HeadFC, type PageProps } from "gatsby";
import { LegalPage } from "../components/legal/LegalPage";
import { LegalPageHead } from "../components/legal/LegalPageHead";

// The text lives in content/legal/cookie-policy.json.
export default function CookiePolicy({ data }: PageProps<Queries.CookiePolicyPageQuery>) {
  return <LegalPage slug="cookie-policy" document={data.legalDocument} />;
}

export const Head: HeadFC<Queries.CookiePolicyPageQuery> = ({ data }) => (
  <LegalPageHead slug="cookie-policy" document={data.legalDocument} />
);

export const query = graphql`
  query CookiePolicyPage {
    legalDocument(slug: { eq: "cookie-policy" }) {
      ...LegalDocumentFields
    }
  }
`;
