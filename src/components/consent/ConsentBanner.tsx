import styled from "@emotion/styled";
import { Link } from "gatsby";
import { useEffect, useId, useRef, useState } from "react";
import type { ConsentChoice } from "../../lib/consent/consent-cookie";
import {
  color,
  focusRing,
  fontSize,
  layer,
  media,
  NAV_HEIGHT_PX,
  radius,
  space,
} from "../../theme/tokens";
import { Button } from "../ui/Button";
import { ConsentSwitch } from "./ConsentSwitch";
import { PAGES } from "../../lib/routes";

/** Room kept free for the round Cookie Settings button (left 32 px, 52 px wide, bottom 32 px). */
const ROUND_BUTTON_CLEARANCE_PX = 32 + 52 + 16;

const Region = styled.section`
  position: fixed;
  z-index: ${layer.consentBanner}; /* under the navigation bar, so an open mobile menu stays on top */
  bottom: 24px;
  left: ${ROUND_BUTTON_CLEARANCE_PX}px;
  right: 24px;
  max-width: 920px;
  margin: 0 auto;
  max-height: calc(100vh - ${NAV_HEIGHT_PX + 24 + 16}px);
  overflow-y: auto;
  padding: ${space[20]} ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  box-shadow: ${color.shadow};
  font-size: ${fontSize.small};
  ${media.mobile} {
    left: 12px;
    right: 12px;
    /* Above the round button, which stays usable. */
    bottom: ${ROUND_BUTTON_CLEARANCE_PX - 4}px;
    max-height: calc(100vh - ${NAV_HEIGHT_PX + ROUND_BUTTON_CLEARANCE_PX + 8}px);
    padding: ${space[16]};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing()};
  }
  p {
    margin: 0 0 ${space[8]};
  }
  @media print {
    display: none;
  }
`;

const Title = styled.p`
  font-weight: 700;
  font-size: ${fontSize.body};
`;

const Settings = styled.div`
  margin-top: ${space[12]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]} ${space[12]};
  margin-top: ${space[12]};
  button {
    min-height: 44px;
    padding: ${space[8]} ${space[20]};
  }
  ${media.mobile} {
    button {
      flex: 1 1 100%;
    }
  }
`;

const SaveButton = styled(Button)`
  min-height: 44px;
  padding: ${space[8]} ${space[20]};
  margin-top: ${space[4]};
  ${media.mobile} {
    width: 100%;
  }
`;

export interface ConsentBannerProps {
  /** The stored choice, shown when the banner is reopened; null on a first visit. */
  choice: ConsentChoice | null;
  /** Increases each time the visitor asks for the banner (focus moves to it then). */
  focusRequest: number;
  onSave: (choice: ConsentChoice) => void;
  /** Closes without a new choice (only offered when a choice is already stored). */
  onClose: () => void;
}

/**
 * The cookie choice: not modal (the page stays usable), fixed at the bottom of the viewport
 * so it shifts nothing, and rendered only in the browser. Accepting and rejecting are equally
 * easy; "Manage settings" lists the categories.
 */
export function ConsentBanner({ choice, focusRequest, onSave, onClose }: ConsentBannerProps) {
  const id = useId();
  const settingsId = `${id}-settings`;
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [expanded, setExpanded] = useState(choice !== null);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);

  // Asked for by the visitor (Cookie Settings): take focus, and give it back afterwards.
  useEffect(() => {
    if (focusRequest === 0 || !region.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !region.current.contains(active)) opener.current = active;
    region.current.focus();
  }, [focusRequest]);

  /** Where focus goes when the banner closes: back to what opened it, if anything did. */
  const finish = (action: () => void) => {
    const back = opener.current;
    const focusInside = region.current?.contains(document.activeElement) ?? false;
    action();
    if (focusInside && back?.isConnected) back.focus();
  };

  // Keyboard focus scrolled into view must not end up hidden behind the banner.
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const keepClear = () => {
      const fromBottom = window.innerHeight - element.getBoundingClientRect().top;
      root.style.scrollPaddingBottom = `${Math.ceil(fromBottom) + 16}px`;
    };
    const observer = new ResizeObserver(keepClear);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);

  const canClose = choice !== null;
  useEffect(() => {
    const element = region.current;
    if (!element || !canClose) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") finish(onClose);
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  });

  return (
    <Region ref={region} aria-label="Cookie consent" tabIndex={-1} data-consent-banner="">
      {/*
        Short paragraphs on purpose: the banner appears after the page has painted, and a large
        block of text here would become the page's largest paint (LCP) and delay it.
      */}
      <Title>Your cookie choices</Title>
      <p>May we use analytics cookies (Google Analytics) to see how visitors use this site?</p>
      <p>
        They are only set if you accept. Strictly necessary cookies are always on.{" "}
        <Link to={PAGES.cookiePolicy.path}>{PAGES.cookiePolicy.name}</Link>
      </p>
      {choice && (
        <p>
          Your current choice: analytics cookies are{" "}
          <strong>{choice.analytics ? "on" : "off"}</strong>.
        </p>
      )}
      <Actions>
        <Button type="button" onClick={() => finish(() => onSave({ analytics: true }))}>
          Accept all
        </Button>
        <Button type="button" onClick={() => finish(() => onSave({ analytics: false }))}>
          Reject all
        </Button>
        <Button
          variant="secondary"
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? settingsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          Manage settings
        </Button>
      </Actions>
      {expanded && (
        <Settings id={settingsId}>
          <ConsentSwitch
            id={`${id}-necessary`}
            label="Strictly necessary"
            description="Remember your cookie choice and protect the contact form from spam."
            checked
          />
          <ConsentSwitch
            id={`${id}-analytics`}
            label="Analytics"
            description="Google Analytics: count visits and see which pages and campaigns bring people here."
            checked={analytics}
            onChange={setAnalytics}
          />
          <SaveButton type="button" onClick={() => finish(() => onSave({ analytics }))}>
            Save choices
          </SaveButton>
        </Settings>
      )}
    </Region>
  );
}
