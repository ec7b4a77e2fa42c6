import { Suspense, type ReactNode } from "react";
import { LoadingFallback } from "./LoadingFallback";

/** Boundary for a lazily loaded part (see lazyComponent): "Loading..." until its code arrives. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingFallback />}>{children}</Suspense>;
}
