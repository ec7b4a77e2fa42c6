import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { ChevronDown, CircleCheck, TriangleAlert } from "lucide-react";
import { idFromName } from "../../lib/accordion";
import { IconList } from "../ui/IconList";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const Item = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &[data-open="true"] {
    border-color: ${color.primary};
    box-shadow: ${color.shadow};
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.lead};
  }
`;

const Header = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[16]};
  width: 100%;
  min-height: 72px;
  padding: ${space[16]} ${space[20]};
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.text};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${color.primary};
  }
  & > svg:last-of-type {
    margin-left: auto;
    flex: none;
    transition: transform 0.25s ease;
  }
  &[aria-expanded="true"] > svg:last-of-type {
    transform: rotate(180deg);
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.primary};
`;

const Panel = styled.div`
  padding: ${space[4]} ${space[24]} ${space[24]};
  animation: ${reveal} 0.25s ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[16]} ${space[32]};
  padding-top: ${space[20]};
  border-top: 1px solid ${color.border};
  ${media.mobile} {
    grid-template-columns: 1fr;
    row-gap: ${space[24]};
  }
  h4 {
    margin: 0 0 ${space[12]};
    font-size: ${fontSize.body};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${color.textMuted};
  }
`;

const ChallengeMark = styled(TriangleAlert)`
  color: ${color.accent};
`;

const SolutionMark = styled(CircleCheck)`
  color: ${color.success};
`;

export interface IndustryAccordionItemProps {
  industry: {
    name: string;
    icon: string;
    challenges: readonly string[];
    solutions: readonly string[];
  };
  open: boolean;
  onToggle: () => void;
}

/** One industry of the accordion: a heading button that shows or hides its challenges and solutions. */
export function IndustryAccordionItem({ industry, open, onToggle }: IndustryAccordionItemProps) {
  const id = `industry-${idFromName(industry.name)}`;
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <Item data-open={open ? "true" : "false"}>
      <h3>
        <Header
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <IconBadge>
            <Icon name={industry.icon} size={22} />
          </IconBadge>
          <span>{industry.name}</span>
          <ChevronDown aria-hidden="true" size={22} />
        </Header>
      </h3>
      {/* A closed panel is hidden, so its marks are drawn only while it is open: 32 inline
          icons nobody sees were a tenth of the home page's prebuilt HTML. */}
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <Columns>
          <div>
            <h4>Challenges</h4>
            <IconList>
              {industry.challenges.map((challenge) => (
                <li key={challenge}>
                  {open && <ChallengeMark aria-hidden="true" size={18} />}
                  <span>{challenge}</span>
                </li>
              ))}
            </IconList>
          </div>
          <div>
            <h4>Solutions</h4>
            <IconList>
              {industry.solutions.map((solution) => (
                <li key={solution}>
                  {open && <SolutionMark aria-hidden="true" size={18} />}
                  <span>{solution}</span>
                </li>
              ))}
            </IconList>
          </div>
        </Columns>
      </Panel>
    </Item>
  );
}
