import type { GatsbySSR } from "gatsby";
import { FIRST_SCRIPT } from "../../../src/hydration/inline-scripts.generated";
import { SITE_LOGO_PATH } from "../../../src/lib/structured-data";
import { FAVICON_PNG_PATH } from "../artwork/mark";
import { FAVICON_DATA_URL } from "./favicon";
import { collectedStyles } from "./page-styles";

/**
 * The head every page starts with: its collected styles, the script that runs first, then the
 * site's icons (the same on every page, so not in each page's Head).
 */
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
    // Applies the stored theme before first paint (no flash), before any bundle loads, and
    // holds clicks and submits made before React hydrates, to be replayed afterwards. One
    // script, so one hash in every page's policy (compiled from src/hydration/inline/).
    <script key="first-scripts" dangerouslySetInnerHTML={{ __html: FIRST_SCRIPT }} />,
    <link key="icon-svg" rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href={FAVICON_PNG_PATH} sizes="32x32" type="image/png" />,
    // The touch icon is the square mark the structured data names as the logo.
    <link key="touch-icon" rel="apple-touch-icon" href={SITE_LOGO_PATH} />,
  ]);
};
