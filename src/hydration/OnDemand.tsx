import styled from "@emotion/styled";
import { navigate } from "gatsby";
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEventHandler,
  type ReactNode,
} from "react";
import { holdInteractionsUntilMounted } from "./deferred-interactions";
import { isInitialHydration } from "./initial-hydration";
import { siteLinkPath } from "./site-link";
import { useBelowFoldStylesLink } from "./BelowFoldStyles";
import { LoadingFallback } from "./LoadingFallback";
import type { OnDemandController } from "./onDemandPart";
import { PartErrorBoundary } from "./PartErrorBoundary";

interface OnDemandProps {
  part: OnDemandController;
  children: ReactNode;
  /**
   * Lets the browser skip the part's style, layout and paint while it is far from the viewport
   * (content-visibility: auto), which on a long page is most of the rendering work of the first
   * seconds. Only for parts whose content stays inside their own box: the skipped box contains
   * its paint, so nothing may overflow it or be positioned against the viewport (a dialog).
   */
  skipWhileOffscreen?: boolean;
  /** Listens on the part's frame, whether its content was hydrated or stays prebuilt. */
  onPointerMove?: PointerEventHandler<HTMLDivElement>;
  /**
   * Answers a click in a part that stays prebuilt, where no React handler of its own is
   * attached (its links are answered here already).
   */
  onPrebuiltClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

/** React keeps the children of an element whose inner HTML it is given but did not render. */
const KEEP_PREBUILT_HTML = { __html: "" };

/** A link in HTML React does not manage opens its page within the app, as Gatsby's Link would. */
function openSiteLink(event: MouseEvent<HTMLDivElement>): void {
  const path = siteLinkPath(event, window.location.origin);
  if (path === null) return;
  event.preventDefault();
  void navigate(path);
}

/** A guess at a section's height until it has been rendered once (then its real height is kept). */
const OFFSCREEN_SIZE_ESTIMATE_PX = 900;

const PartFrame = styled.div`
  &[data-skip-offscreen] {
    content-visibility: auto;
    contain-intrinsic-size: auto ${OFFSCREEN_SIZE_ESTIMATE_PX}px;
  }
`;

/**
 * The frame of a part made with onDemandPart. On a prebuilt page the part's HTML stays as it is
 * until the part nears the viewport or the visitor reaches it; clicks meanwhile are kept and
 * replayed. A part that stays prebuilt is never hydrated there: its links open their pages
 * within the app from here. On a client-side visit the part loads at once behind a plain
 * "Loading...".
 */
export function OnDemand({
  part,
  children,
  skipWhileOffscreen = false,
  onPointerMove,
  onPrebuiltClick,
}: OnDemandProps) {
  // Decided by the first render and never changed: no re-render may follow hydration.
  const [prebuilt] = useState(isInitialHydration);
  // In the browser, a part that stays prebuilt keeps the server's HTML; the server renders it.
  const keepsHtml = part.staysPrebuilt && prebuilt && typeof window !== "undefined";
  if (!prebuilt) part.open();
  const root = useRef<HTMLDivElement>(null);
  const stylesLink = useBelowFoldStylesLink(prebuilt);

  useEffect(() => {
    part.setPrebuilt(prebuilt);
    if (keepsHtml || !prebuilt || part.isMounted() || !root.current) return;
    return holdInteractionsUntilMounted(root.current, part);
  }, [part, prebuilt, keepsHtml]);

  const frame = {
    ref: root,
    "data-on-demand": part.name,
    "data-stays-prebuilt": part.staysPrebuilt ? "" : undefined,
    "data-skip-offscreen": skipWhileOffscreen ? "" : undefined,
    onPointerMove,
  };
  if (keepsHtml) {
    return (
      <>
        {stylesLink}
        <PartFrame
          {...frame}
          onClick={(event) => {
            onPrebuiltClick?.(event);
            openSiteLink(event);
          }}
          dangerouslySetInnerHTML={KEEP_PREBUILT_HTML}
          suppressHydrationWarning
        />
      </>
    );
  }
  return (
    <>
      {stylesLink}
      <PartFrame {...frame}>
        <PartErrorBoundary part={part}>
          <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
        </PartErrorBoundary>
      </PartFrame>
    </>
  );
}
