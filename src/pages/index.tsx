import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import {
  organizationStructuredData,
  siteOrganizationFacts,
  websiteStructuredData,
} from "../lib/organization-structured-data";
import { PAGES } from "../lib/routes";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomePage data={data} />;
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const organization = organizationStructuredData(siteOrganizationFacts(site));
  const { home: HOME } = PAGES;
  return (
    <Seo title={data.homeContent?.headline.replace(/\.$/, "") ?? HOME.name} path={HOME.path}>
      <JsonLd data={organization} />
      <JsonLd data={websiteStructuredData(site)} />
    </Seo>
  );
};

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
        ...CallToActionFields
      }
    }
  }
`;
