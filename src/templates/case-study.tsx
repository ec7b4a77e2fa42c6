import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage, getSrc } from "gatsby-plugin-image";
import { CaseStudyArticle } from "../components/case-studies/CaseStudyArticle";
import { Seo } from "../components/Seo";

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyBySlugQuery>) {
  const study = data.caseStudy;
  if (!study) return null;
  return <CaseStudyArticle study={{ ...study, image: getImage(study.image?.childImageSharp?.cover ?? null) }} />;
}

export const Head: HeadFC<Queries.CaseStudyBySlugQuery> = ({ data }) =>
  data.caseStudy ? (
    <Seo
      title={`${data.caseStudy.client} case study`}
      description={data.caseStudy.summary}
      path={`/case-studies/${data.caseStudy.slug}`}
      image={getSrc(data.caseStudy.image?.childImageSharp?.share ?? null)}
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
      challenge
      solution
      results {
        value
        label
      }
      quote {
        text
        name
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
  }
`;
