import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import { useState } from "react";
import { toggleAccordionItem } from "../../lib/accordion";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { IndustryAccordionItem } from "./IndustryAccordionItem";
import { space } from "../../theme/tokens";

const Items = styled.div`
  display: grid;
  gap: ${space[16]};
  max-width: 880px;
  margin: 0 auto;
`;

/** Home section 9: the accordion industries' challenges and our answers; one open at a time, all closed at first. */
export function IndustryAccordion({ copy }: { copy: SectionCopy }) {
  const data = useStaticQuery<Queries.IndustryAccordionQuery>(graphql`
    query IndustryAccordion {
      allIndustry(filter: { inAccordion: { eq: true } }, sort: { position: ASC }) {
        nodes {
          name
          icon
          challenges
          solutions
        }
      }
    }
  `);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const industries = data.allIndustry.nodes;
  if (industries.length === 0) return null;
  return (
    <PageSection id="industry-challenges" heading={copy.heading} intro={copy.intro ?? undefined}>
      <Items>
        {industries.map((industry, i) => (
          <IndustryAccordionItem
            key={industry.name}
            industry={industry}
            open={openIndex === i}
            onToggle={() => setOpenIndex((current) => toggleAccordionItem(current, i))}
          />
        ))}
      </Items>
    </PageSection>
  );
}
