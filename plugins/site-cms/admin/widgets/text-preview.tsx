import type { ComponentType } from "react";
import { withPreviewClaims } from "../preview-claims";

/**
 * Decap's preview of a line or a paragraph (the default preview of a file without a preview of
 * its own: the page texts), with its claims filled in as the site fills them ("{assessment
 * questions}" reads "5"), by the site's own module.
 */
export function textPreview(
  Base: ComponentType<Record<string, unknown>>,
): ComponentType<Record<string, unknown>> {
  return function TextPreview(props: Record<string, unknown>) {
    const { value } = props;
    return <Base {...props} value={typeof value === "string" ? withPreviewClaims(value) : value} />;
  };
}
