import { Global, type SerializedStyles } from "@emotion/react";
import { isServerStyle } from "../lib/emotion/server-styles";

interface PrebuiltGlobalProps {
  styles: SerializedStyles;
}

/**
 * Emotion's <Global>, minus its habit of writing the rules into a new <style> on every mount
 * even when the prebuilt page already has them: a new stylesheet costs the browser a full style
 * recalc in the middle of hydration. In the browser the rules are only inserted when the page
 * came without them (a client-side visit, or `gatsby develop`). Rules that came with the
 * prebuilt page stay in its head after this component unmounts, so a page-specific global
 * must scope its selectors to its page (see ToolPageLayout's print rules).
 */
export function PrebuiltGlobal({ styles }: PrebuiltGlobalProps) {
  if (typeof document !== "undefined" && isServerStyle(styles.name)) return null;
  return <Global styles={styles} />;
}
