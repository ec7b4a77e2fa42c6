import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutPage } from "../components/about/AboutPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import {
  aboutPageStructuredData,
  siteOrganizationFacts,
} from "../lib/organization-structured-data";
import { PAGES } from "../lib/routes";

export default function About({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutPage data={data} />;
}

/** The intro's first sentence makes a description that ends where a sentence does. */
function aboutDescription(intro: string | undefined): string | undefined {
  if (!intro) return undefined;
  const firstSentence = intro.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? intro;
  return firstSentence.length <= 160 ? firstSentence : `${intro.slice(0, 157).trimEnd()}…`;
}

const { path: PATH, name: TITLE } = PAGES.about;

// Served at /about and /About; both name /about as canonical.
export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const description = aboutDescription(data.aboutContent?.intro);
  const structuredData = aboutPageStructuredData(siteOrganizationFacts(site), {
    path: PATH,
    name: TITLE,
    description,
  });
  return (
    <Seo title={TITLE} description={description} path={PATH}>
      <JsonLd data={structuredData} />
    </Seo>
  );
};

export const query = graphql`
  query AboutPage {
    aboutContent {
      title
      sections {
        missionVision {
          ...SectionCopyFields
        }
        values {
          ...SectionCopyFields
        }
        figures {
          ...SectionCopyFields
        }
        journey {
          ...SectionCopyFields
        }
        experience {
          ...SectionCopyFields
        }
      }
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
        ...CallToActionFields
      }
    }
    timeline: allTimelineEntry(sort: { position: ASC }) {
      nodes {
        year
        title
        description
        icon
        achievements
      }
    }
    experienceLogos: allExperienceLogo(sort: { position: ASC }) {
      nodes {
        id
        alt
        image {
          childImageSharp {
            gatsbyImageData(height: 64, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  }
`;
