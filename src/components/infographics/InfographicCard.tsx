import styled from "@emotion/styled";
import { Maximize2 } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { CardMoreLabel } from "../ui/CardMoreLabel";
import { IconBadge } from "../ui/IconBadge";
import type { InfographicData } from "./infographic-types";

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[12]};
  width: 100%;
  height: 100%;
  padding: ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  text-align: left;
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.2s ease,
      transform 0.2s ease,
      box-shadow 0.2s ease;
  }
  &:hover {
    border-color: ${color.primary};
    box-shadow: ${color.shadow};
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-3px);
    }
  }
`;

const Title = styled.span`
  font-size: ${fontSize.lead};
  font-weight: 700;
  line-height: 1.3;
`;

const Description = styled.span`
  flex: 1;
  font-size: ${fontSize.body};
  color: ${color.textMuted};
`;

const Preview = styled.span`
  display: grid;
  gap: ${space[4]};
  width: 100%;
  span {
    display: block;
    height: 6px;
    border-radius: ${radius.round};
    background: linear-gradient(90deg, ${color.primary}, ${color.accent});
    opacity: 0.85;
  }
`;

interface InfographicCardProps {
  infographic: InfographicData;
  onOpen: (button: HTMLButtonElement) => void;
  /** Starts fetching the dialog's code as soon as the visitor shows interest. */
  onInterest: () => void;
}

/** A card that opens the infographic's detail dialog; named by its title. */
export function InfographicCard({ infographic, onOpen, onInterest }: InfographicCardProps) {
  const id = useId();
  return (
    <CardButton
      type="button"
      aria-haspopup="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(event.currentTarget)}
      onPointerEnter={onInterest}
      onFocus={onInterest}
    >
      <IconBadge>
        <Icon name={infographic.icon} size={22} />
      </IconBadge>
      <Title id={`${id}-title`}>{infographic.title}</Title>
      <Description id={`${id}-text`}>{infographic.description}</Description>
      {/* A glimpse of the chart inside: the first three bars at their real lengths. */}
      <Preview aria-hidden="true">
        {infographic.content.slice(0, 3).map((stat) => (
          <span key={stat.name} style={{ width: `${stat.percentage}%` }} />
        ))}
      </Preview>
      <CardMoreLabel text="View details" icon={Maximize2} iconSize={15} />
    </CardButton>
  );
}
