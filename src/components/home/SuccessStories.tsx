import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { media } from "../../theme/tokens";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { CaseStudyCard } from "./CaseStudyCard";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 24px;
  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** Home section 10: the featured case studies, in the editor's order. */
export function SuccessStories({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.SuccessStoriesQuery>(graphql`
    query SuccessStories {
      allCaseStudy(filter: { featured: { eq: true } }, sort: { position: ASC }) {
        nodes {
          slug
          path
          title
          sector
          summary
          image {
            childImageSharp {
              gatsbyImageData(
                width: 640
                aspectRatio: 1.7778
                layout: CONSTRAINED
                placeholder: DOMINANT_COLOR
              )
            }
          }
        }
      }
    }
  `);
  const studies = data.allCaseStudy.nodes;
  if (studies.length === 0) return null;
  return (
    <PageSection
      id="success-stories"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <Grid>
        {studies.map((study) => (
          <CaseStudyCard
            key={study.slug}
            to={study.path}
            title={study.title}
            sector={study.sector}
            summary={study.summary}
            image={getImage(study.image.childImageSharp?.gatsbyImageData ?? null)}
          />
        ))}
      </Grid>
    </PageSection>
  );
}
