import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { Seo } from "../components/Seo";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomePage data={data} />;
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => (
  <Seo title={data.homeContent?.headline.replace(/\.$/, "") ?? "Home"} path="/" />
);

export const query = graphql`
  query HomePage {
    homeContent {
      headline
      subheading
      heroActions {
        text
        link
      }
      heroCards {
        title
        description
        icon
      }
      sections {
        onboarding {
          ...SectionCopyFields
        }
        services {
          ...SectionCopyFields
        }
        partners {
          ...SectionCopyFields
        }
        expertise {
          ...SectionCopyFields
        }
        testimonials {
          ...SectionCopyFields
        }
        industries {
          ...SectionCopyFields
        }
        industryChallenges {
          ...SectionCopyFields
        }
        successStories {
          ...SectionCopyFields
        }
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
