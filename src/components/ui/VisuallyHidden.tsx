import type { ReactNode } from "react";

/**
 * Words for screen readers only, inside a sentence or a control ("Read More about …"). It puts
 * the global `.visually-hidden` class on a span, so the rule is written once per page, however
 * many use it. For a heading, caption or live region, give that element the class itself.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
