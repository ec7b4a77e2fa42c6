import type { GatsbySSR } from "gatsby";
import { FIRST_SCRIPT } from "../../../src/hydration/inline-scripts.generated";
import { collectedStyles } from "./page-styles";

/** The head every page starts with: its collected styles, then the script that runs first. */
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
  ]);
};
