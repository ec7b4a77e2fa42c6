import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import {
  organizationStructuredData,
  websiteStructuredData,
} from "../lib/organization-structured-data";
import { SITE_LOGO_PATH } from "../lib/structured-data";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomePage data={data} />;
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const organization = organizationStructuredData({
    siteUrl: site.siteUrl,
    brandName: site.brandName,
    legalName: site.legalName,
    description: site.description,
    logo: SITE_LOGO_PATH,
    address: site.address,
    telephone: site.phone.tel,
    email: site.emails.info,
    sameAs: site.social.map((profile) => profile.url),
  });
  return (
    <Seo title={data.homeContent?.headline.replace(/\.$/, "") ?? "Home"} path="/">
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
        heading
        text
        buttonText
        link
      }
    }
  }
`;
