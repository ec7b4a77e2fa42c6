import type { GatsbySSR } from "gatsby";
import { EARLY_INTERACTIONS_SCRIPT } from "../../../src/lib/hydration/early-interactions";
import { THEME_BOOTSTRAP_SCRIPT } from "../../../src/lib/theme";
import { collectedStyles } from "./page-styles";

/** The head every page starts with: its collected styles, then the two scripts that run first. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en-GB", className: "light" });
  setHeadComponents([
    ...collectedStyles(pathname),
    // No Content-Security-Policy here: it lists the hashes of every inline script of the
    // finished page, so the build's last step writes it (post-build/finish-pages.ts).
    // Applies the stored theme before first paint (no flash), before any bundle loads.
    <script key="theme-bootstrap" dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />,
    // Holds clicks and submits made before React hydrates, to be replayed afterwards.
    <script
      key="early-interactions"
      dangerouslySetInnerHTML={{ __html: EARLY_INTERACTIONS_SCRIPT }}
    />,
  ]);
};
