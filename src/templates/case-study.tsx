import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CaseStudyArticle } from "../components/case-studies/CaseStudyArticle";
import { Seo } from "../components/Seo";
import { imageSrc } from "../lib/image-src";

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyBySlugQuery>) {
  const study = data.caseStudy;
  if (!study) return null;
  // Listed in the case study's order; a slug with no service page is a content error caught by tests.
  const services = study.services.flatMap((slug) => {
    const service = data.allService.nodes.find((s) => s.slug === slug);
    return service ? [{ title: service.title, path: service.link }] : [];
  });
  return (
    <CaseStudyArticle
      study={{ ...study, image: study.image?.childImageSharp?.cover ?? undefined }}
      services={services}
    />
  );
}

export const Head: HeadFC<Queries.CaseStudyBySlugQuery> = ({ data }) =>
  data.caseStudy ? (
    <Seo
      title={data.caseStudy.title}
      description={data.caseStudy.summary}
      path={`/case-studies/${data.caseStudy.slug}`}
      image={imageSrc(data.caseStudy.image?.childImageSharp?.share)}
      type="article"
    />
  ) : (
    <Seo title="Case study not found" path="/" noindex />
  );

export const query = graphql`
  query CaseStudyBySlug($slug: String!) {
    caseStudy(slug: { eq: $slug }) {
      slug
      title
      client
      sector
      summary
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
          share: gatsbyImageData(width: 1200, height: 630, formats: [JPG], layout: FIXED)
        }
      }
    }
    allService {
      nodes {
        slug
        title
        link
      }
    }
  }
`;
