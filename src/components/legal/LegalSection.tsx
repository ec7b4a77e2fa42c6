import styled from "@emotion/styled";
import type { ResolvedSection } from "../../lib/legal/resolve-document";
import { color, emSpace, fontSize, space } from "../../theme/tokens";
import { LegalBlock } from "./LegalBlock";

const Section = styled.section`
  padding-top: ${space[8]};
  & + & {
    margin-top: ${space[40]};
    padding-top: ${space[32]};
    border-top: 1px solid ${color.border};
  }
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${emSpace[0.75]};
  }
  ul {
    padding-left: ${emSpace[1.25]};
    margin: 0 0 ${emSpace[1.25]};
  }
  li {
    margin-bottom: ${emSpace[0.5]};
  }
`;

/** A numbered section of a legal text, labelled by its heading (the contents link to it). */
export function LegalSection({ section }: { section: ResolvedSection }) {
  return (
    <Section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.blocks.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
    </Section>
  );
}
