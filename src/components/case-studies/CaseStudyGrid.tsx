import styled from "@emotion/styled";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { media, space } from "../../theme/tokens";
import { CaseStudyCard } from "../home/CaseStudyCard";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space[24]};
  ${media.below("laptop")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export interface CaseStudySummary {
  slug: string;
  path: string;
  title: string;
  sector: string;
  summary: string;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** Case studies as cards, three to a row on a wide screen, in the order given. */
export function CaseStudyGrid({
  studies,
  headingLevel,
}: {
  studies: readonly CaseStudySummary[];
  /** Of each card's title: 3 in a section of a page, 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid>
      {studies.map((study) => (
        <CaseStudyCard
          key={study.slug}
          to={study.path}
          title={study.title}
          sector={study.sector}
          summary={study.summary}
          image={study.image?.childImageSharp?.gatsbyImageData ?? undefined}
          headingLevel={headingLevel}
        />
      ))}
    </Grid>
  );
}

/** What a case study's card needs. */
export const query = graphql`
  fragment CaseStudyCardFields on CaseStudy {
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
`;
