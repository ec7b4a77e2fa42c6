import styled from "@emotion/styled";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { holdInteractionsUntilMounted } from "../../lib/hydration/deferred-interactions";
import { isInitialHydration } from "../../lib/hydration/initial-hydration";
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
 * replayed. On a client-side visit the part loads at once behind a plain "Loading...".
 */
export function OnDemand({ part, children, skipWhileOffscreen = false }: OnDemandProps) {
  // Decided by the first render and never changed: no re-render may follow hydration.
  const [prebuilt] = useState(isInitialHydration);
  if (!prebuilt) part.open();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    part.setPrebuilt(prebuilt);
    if (!prebuilt || part.isMounted() || !root.current) return;
    return holdInteractionsUntilMounted(root.current, part);
  }, [part, prebuilt]);

  return (
    <PartFrame
      ref={root}
      data-on-demand={part.name}
      data-skip-offscreen={skipWhileOffscreen ? "" : undefined}
    >
      <PartErrorBoundary part={part}>
        <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
      </PartErrorBoundary>
    </PartFrame>
  );
}
