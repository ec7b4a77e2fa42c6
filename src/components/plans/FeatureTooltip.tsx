import styled from "@emotion/styled";
import { Info } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { color, fontSize, radius, space, stack } from "../../theme/tokens";

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

const InfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -${space[4]} 0;
  padding: 0;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${color.textMuted};
  cursor: help;
  &:hover,
  &[data-open="true"] {
    color: ${color.primary};
    background: ${color.surface};
  }
`;

// The transparent padding joins the bubble to the button, so the pointer can travel from
// one to the other without the tip closing (it must stay while hovered).
const Frame = styled.span`
  position: absolute;
  bottom: 100%;
  left: 50%;
  z-index: ${stack.tooltip};
  transform: translateX(-50%);
  padding-bottom: ${space[8]};
  &[hidden] {
    display: none;
  }
`;

const Bubble = styled.span`
  display: block;
  width: max-content;
  max-width: min(260px, 80vw);
  padding: ${space[8]} ${space[12]};
  border-radius: ${radius.sm};
  background: ${color.text};
  color: ${color.bg};
  font-size: ${fontSize.small};
  font-weight: 400;
  line-height: 1.45;
  text-align: left;
  box-shadow: ${color.shadow};
`;

interface FeatureTooltipProps {
  /** What the tip explains, e.g. the feature's name; names the button. */
  subject: string;
  text: string;
}

/**
 * An info button whose tip opens on hover and on keyboard focus, stays while the pointer is
 * over the tip, and closes when both leave or on Escape. The tip describes the button
 * (aria-describedby), so screen readers announce it with the button.
 */
export function FeatureTooltip({ subject, text }: FeatureTooltipProps) {
  const tipId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <Anchor onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <InfoButton
        type="button"
        aria-label={`More about ${subject}`}
        aria-describedby={tipId}
        data-open={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A tap on a touch screen focuses and opens; a click never closes what hover opened.
        onClick={() => setOpen(true)}
      >
        <Info size={16} aria-hidden="true" />
      </InfoButton>
      <Frame hidden={!open}>
        <Bubble role="tooltip" id={tipId}>
          {text}
        </Bubble>
      </Frame>
    </Anchor>
  );
}
