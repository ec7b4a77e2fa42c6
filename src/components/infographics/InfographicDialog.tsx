import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import { useId, useRef } from "react";
import { useModalDialog } from "../../hooks/useModalDialog";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { IconBadge } from "../ui/IconBadge";
import { DialogCloseButton, modalDialogFrame } from "../ui/modalDialog";
import { InfographicBarChart } from "./InfographicBarChart";
import type { InfographicData } from "./infographic-types";
import { PAGES } from "../../lib/routes";

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Dialog = styled.dialog`
  width: min(640px, calc(100vw - 32px));
  ${modalDialogFrame};
  max-height: calc(100dvh - 32px);
  overflow: auto;
  overscroll-behavior: contain;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} 0.22s ease-out;
    &::backdrop {
      animation: ${fadeIn} 0.22s ease-out;
    }
  }
  ${media.mobile} {
    width: calc(100vw - 24px);
    max-height: calc(100dvh - 24px);
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space[24]};
  padding: ${space[28]};
  ${media.mobile} {
    padding: ${space[20]};
    gap: ${space[20]};
  }
  h3 {
    font-size: ${fontSize.body};
    margin: 0 0 ${space[12]};
  }
  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space[16]};
  h2 {
    margin: ${space[8]} 0 ${space[8]};
    font-size: ${fontSize.subheading};
  }
  p {
    color: ${color.textMuted};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    /* The icon gives way to the title on narrow screens. */
    & > :first-child {
      display: none;
    }
  }
`;

const Info = styled.section`
  padding: ${space[16]} ${space[20]};
  border-left: 4px solid ${color.primary};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[8]};
    font-weight: 600;
  }
`;

interface InfographicDialogProps {
  infographic: InfographicData;
  onClose: () => void;
}

/**
 * An infographic's detail as a modal dialog: key statistics as a bar chart and the additional
 * information. Closes with the close button, Escape or a click on the backdrop; Tab stays
 * inside while it is open and the page behind does not scroll. Whoever opened it puts focus
 * back on the card.
 */
export function InfographicDialog({ infographic, onClose }: InfographicDialogProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { dialogRef, backdropHandlers } = useModalDialog(onClose, closeButtonRef);
  const id = useId();
  const titleId = `${id}-title`;
  const statsId = `${id}-stats`;

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${id}-description`}
      {...backdropHandlers}
    >
      <Body>
        <Header>
          <IconBadge size={48}>
            <Icon name={infographic.icon} size={24} />
          </IconBadge>
          <div>
            <h2 id={titleId}>{infographic.title}</h2>
            <p id={`${id}-description`}>{infographic.description}</p>
          </div>
          <DialogCloseButton ref={closeButtonRef} onClick={onClose} />
        </Header>
        <section aria-labelledby={statsId}>
          <h3 id={statsId}>Key Statistics</h3>
          <InfographicBarChart labelledBy={statsId} stats={infographic.content} />
        </section>
        <Info aria-labelledby={`${id}-info`}>
          <h3 id={`${id}-info`}>Additional Information</h3>
          <p>{infographic.additionalInfo}</p>
        </Info>
        <Footer>
          <Link to={PAGES.contact.path}>
            Talk to an expert
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </Footer>
      </Body>
    </Dialog>
  );
}
