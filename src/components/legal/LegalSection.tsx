import styled from "@emotion/styled";
import type { ResolvedSection } from "../../lib/legal/resolve-document";
import { color } from "../../theme/tokens";
import { LegalBlock } from "./LegalBlock";

const Section = styled.section`
  padding-top: 8px;
  & + & {
    margin-top: 40px;
    padding-top: 32px;
    border-top: 1px solid ${color.border};
  }
  h2 {
    font-size: clamp(1.35rem, 2.4vw, 1.7rem);
    margin-bottom: 0.7em;
  }
  ul {
    padding-left: 1.3em;
    margin: 0 0 1.2em;
  }
  li {
    margin-bottom: 0.45em;
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
