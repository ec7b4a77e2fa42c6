import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { holdInteractionsUntilMounted } from "../../lib/hydration/deferred-interactions";
import { isInitialHydration } from "../../lib/hydration/initial-hydration";
import { LoadingFallback } from "./LoadingFallback";
import type { OnDemandController } from "./onDemandPart";
import { PartErrorBoundary } from "./PartErrorBoundary";

interface OnDemandProps {
  part: OnDemandController;
  children: ReactNode;
}

/**
 * The frame of a part made with onDemandPart. On a prebuilt page the part's HTML stays as it is
 * until the part nears the viewport or the visitor reaches it; clicks meanwhile are kept and
 * replayed. On a client-side visit the part loads at once behind a plain "Loading...".
 */
export function OnDemand({ part, children }: OnDemandProps) {
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
    <div ref={root} data-on-demand={part.name}>
      <PartErrorBoundary part={part}>
        <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
      </PartErrorBoundary>
    </div>
  );
}
