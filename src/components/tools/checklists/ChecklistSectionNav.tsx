import styled from "@emotion/styled";
import { Check } from "lucide-react";
import type { Checklist } from "../../../lib/tools/checklists";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { checklistSectionId } from "./checklist-ids";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

const Nav = styled.nav`
  h2 {
    margin: 0 0 ${space[8]};
    font-size: ${fontSize.small};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const Links = styled.ol`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[12]};
  padding: ${space[8]} ${space[8]};
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${fontSize.small};
  line-height: 1.35;
  text-decoration: none;
  &:hover {
    background: ${color.surface};
    color: ${color.primary};
  }
`;

const Count = styled.span<{ complete: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${space[4]};
  font-size: ${fontSize.small};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ complete }) => (complete ? color.success : color.textMuted)};
`;

interface ChecklistSectionNavProps {
  checklist: Checklist;
  checkedIds: ReadonlySet<string>;
}

/** Links to each section of the list on screen, with how much of each is done. */
export function ChecklistSectionNav({ checklist, checkedIds }: ChecklistSectionNavProps) {
  const headingId = `checklist-sections-heading`;
  return (
    <Nav aria-labelledby={headingId}>
      <h2 id={headingId}>Sections of {checklist.title}</h2>
      <Links>
        {checklist.sections.map((section, index) => {
          const done = section.items.filter((item) => checkedIds.has(item.id)).length;
          const complete = done === section.items.length;
          return (
            <li key={section.title}>
              <SectionLink href={`#${checklistSectionId(checklist.id, index)}`}>
                <span>{section.title}</span>
                <Count complete={complete}>
                  {complete && <Check size={14} aria-hidden="true" />}
                  {done}/{section.items.length}
                  <VisuallyHidden> complete</VisuallyHidden>
                </Count>
              </SectionLink>
            </li>
          );
        })}
      </Links>
    </Nav>
  );
}
