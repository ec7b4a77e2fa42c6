import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutPage } from "../components/about/AboutPage";
import { Seo } from "../components/Seo";

export default function About({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutPage data={data} />;
}

// Served at /about and /About; both name /about as canonical.
export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => (
  <Seo title="About Us" description={data.aboutContent?.intro.slice(0, 160)} path="/about" />
);

export const query = graphql`
  query AboutPage {
    aboutContent {
      intro
      mission
      vision
      values {
        title
        description
        icon
      }
      figures {
        value
        label
      }
      cta {
        heading
        text
        buttonText
        link
      }
    }
  }
`;
