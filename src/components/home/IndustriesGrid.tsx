import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { media, space } from "../../theme/tokens";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { IndustryCard } from "./IndustryCard";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space[24]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below("laptop")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${space[16]};
  }
`;

/** Home section 8: the six industries served, as a grid. */
export function IndustriesGrid({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.IndustriesGridQuery>(graphql`
    query IndustriesGrid {
      allIndustry(sort: { position: ASC }) {
        nodes {
          name
          icon
          description
        }
      }
    }
  `);
  const industries = data.allIndustry.nodes;
  if (industries.length === 0) return null;
  return (
    <PageSection
      id="industries"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <Grid>
        {industries.map((industry) => (
          <IndustryCard
            key={industry.name}
            name={industry.name}
            icon={industry.icon}
            description={industry.description}
          />
        ))}
      </Grid>
    </PageSection>
  );
}
