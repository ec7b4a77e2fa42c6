import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CaseStudyArticle } from "../components/case-studies/CaseStudyArticle";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { imageSrc } from "../lib/image-src";
import { absoluteUrl } from "../lib/seo";
import { shareCardOf } from "../lib/share-image";
import { caseStudyTrail } from "../lib/breadcrumbs";
import { breadcrumbList, caseStudyStructuredData, sitePublisher } from "../lib/structured-data";
import { PAGES } from "../lib/routes";

type CaseStudyData = Queries.CaseStudyBySlugQuery;

/** The services a case study names, in its order, with their pages. */
function servicesUsed(data: CaseStudyData): { title: string; path: string }[] {
  // A slug with no service page is a content error caught by tests.
  return (data.caseStudy?.services ?? []).flatMap((slug) => {
    const service = data.allService.nodes.find((s) => s.slug === slug);
    return service ? [{ title: service.title, path: service.path }] : [];
  });
}

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyBySlugQuery>) {
  const study = data.caseStudy;
  if (!study) return null;
  return (
    <CaseStudyArticle
      study={{ ...study, image: study.image?.childImageSharp?.cover ?? undefined }}
      services={servicesUsed(data)}
    />
  );
}

export const Head: HeadFC<CaseStudyData> = ({ data }) =>
  data.caseStudy ? (
    <CaseStudyHead data={data} study={data.caseStudy} />
  ) : (
    <Seo title="Case study not found" path={PAGES.home.path} noindex />
  );

function CaseStudyHead({
  data,
  study,
}: {
  data: CaseStudyData;
  study: NonNullable<CaseStudyData["caseStudy"]>;
}) {
  const site = useSiteSettings();
  const { path } = study;
  const card = shareCardOf({ kind: "case-studies", ...study }, site.brandName);
  // The structured data names the case study's own picture (16:9), the share card is for links.
  const picture = imageSrc(study.image?.childImageSharp?.structuredData);
  const structuredData = caseStudyStructuredData({
    url: absoluteUrl(site.siteUrl, path),
    title: study.title,
    description: study.description,
    image: absoluteUrl(site.siteUrl, picture ?? card.path),
    sector: study.sector,
    services: servicesUsed(data).map((service) => ({
      name: service.title,
      url: absoluteUrl(site.siteUrl, service.path),
    })),
    publisher: sitePublisher(site),
    datePublished: study.datePublished,
    dateModified: study.dateModified,
    breadcrumb: breadcrumbList(site.siteUrl, caseStudyTrail(study)),
  });
  return (
    <Seo
      title={study.title}
      description={study.description}
      path={path}
      image={card.path}
      imageAlt={card.alt}
      type="article"
    >
      <JsonLd data={structuredData} />
    </Seo>
  );
}

export const query = graphql`
  query CaseStudyBySlug($slug: String!) {
    caseStudy(slug: { eq: $slug }) {
      slug
      path
      datePublished
      dateModified
      title
      client
      sector
      summary
      description
      profile {
        description
        facts {
          label
          value
        }
      }
      challenge
      solution {
        intro
        steps
      }
      results {
        intro
        items {
          value
          label
        }
      }
      quote {
        text
        role
      }
      services
      image {
        childImageSharp {
          cover: gatsbyImageData(width: 800, aspectRatio: 1.7778)
          structuredData: gatsbyImageData(width: 1200, height: 675, formats: [JPG], layout: FIXED)
        }
      }
    }
    allService {
      nodes {
        slug
        title
        path
      }
    }
  }
`;
