import type { ReactNode, RefObject } from "react";
import { fieldStackStyle, panelIntroStyle, panelStyle, stickyPanelStyle } from "./toolStyles";

interface ToolInputsPanelProps {
  /** Prefix for the heading's id, e.g. "budget-inputs". */
  id: string;
  heading: string;
  intro: string;
  /** Keep the form in view beside long results on wide screens. */
  sticky?: boolean;
  formRef: RefObject<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A calculator's inputs: a named panel holding a form that never submits (results update as
 * the visitor types, so Enter must not reload the page).
 */
export function ToolInputsPanel({
  id,
  heading,
  intro,
  sticky = false,
  formRef,
  children,
}: ToolInputsPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section css={sticky ? stickyPanelStyle : panelStyle} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p css={panelIntroStyle}>{intro}</p>
      <form
        ref={formRef}
        css={fieldStackStyle}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => event.preventDefault()}
      >
        {children}
      </form>
    </section>
  );
}
