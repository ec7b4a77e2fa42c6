import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight, X } from "lucide-react";
import { useEffect, useId, useRef, type MouseEvent, type PointerEvent } from "react";
import { color, media, radius, translucent } from "../../theme/tokens";
import { Icon } from "../Icon";
import { IconBadge } from "../ui/IconBadge";
import { keepTabInside, lockPageScroll } from "./dialog-behaviour";
import { InfographicBarChart } from "./InfographicBarChart";
import type { InfographicData } from "./infographic-types";

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
  max-width: none;
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  color: ${color.text};
  box-shadow: 0 24px 64px ${translucent("nearBlack", 0.45)};
  overflow: auto;
  overscroll-behavior: contain;
  &::backdrop {
    background: ${translucent("darkBandDeepest", 0.72)};
  }
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
  gap: 24px;
  padding: 28px;
  ${media.mobile} {
    padding: 20px;
    gap: 20px;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 12px;
  }
  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: 16px;
  h2 {
    margin: 8px 0 6px;
    font-size: clamp(1.3rem, 3vw, 1.6rem);
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

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
`;

const Info = styled.section`
  padding: 18px 20px;
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
    gap: 6px;
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const id = useId();
  const titleId = `${id}-title`;
  const statsId = `${id}-stats`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeButtonRef.current?.focus();
    const unlockScroll = lockPageScroll();
    const close = () => onCloseRef.current();
    // Escape: the browser's "cancel"; React closes the dialog by removing it.
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // Focus can sit on the page body after a click on text, so Tab is watched document-wide.
    const trapTab = (event: KeyboardEvent) => keepTabInside(event, dialog);
    dialog.addEventListener("cancel", cancel);
    dialog.addEventListener("close", close);
    document.addEventListener("keydown", trapTab);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      dialog.removeEventListener("close", close);
      document.removeEventListener("keydown", trapTab);
      if (dialog.open) dialog.close();
      unlockScroll();
    };
  }, []);

  // The dialog's own box is covered by its content, so a press on the dialog itself is a press
  // on the backdrop. Both ends of the click must be there: a text selection dragged out of the
  // content must not close it.
  const pointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${id}-description`}
      onPointerDown={pointerDown}
      onClick={click}
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
          <CloseButton ref={closeButtonRef} type="button" aria-label="Close" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </CloseButton>
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
          <Link to="/contact">
            Talk to an expert
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </Footer>
      </Body>
    </Dialog>
  );
}
