import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";
import { Layout } from "./src/components/layout/Layout";
import { EARLY_INTERACTIONS_SCRIPT } from "./src/lib/hydration/early-interactions";
import {
  SERVER_STYLES_ATTRIBUTE,
  serverStylesAttributeValue,
} from "./src/lib/emotion/server-styles";
import { createSiteCache } from "./src/lib/emotion/site-cache";
import { THEME_BOOTSTRAP_SCRIPT } from "./src/lib/theme";

/**
 * Emotion's default server rendering puts a <style> before each styled element in the body:
 * a heavier document, and child selectors (:nth-child, :first-child) that count those tags
 * until the browser's Emotion moves them to the head, which shifts the layout. Instead each
 * page renders with its own cache in compat mode, which only collects the rules, and
 * onRenderBody (called after the body is rendered) writes them into one <style> in the head.
 * The browser's Emotion adopts them instead of inserting them again (see server-styles.ts).
 * Pages render concurrently, so the caches are kept per path.
 */
const pageStyles = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createSiteCache();
  cache.compat = true;
  pageStyles.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

function collectedStyles(pathname: string) {
  const cache = pageStyles.get(pathname);
  pageStyles.delete(pathname);
  if (!cache) return [];
  const ids = Object.keys(cache.inserted);
  const css = ids
    .map((id) => cache.inserted[id])
    .filter((rules): rules is string => typeof rules === "string")
    .join("");
  return [
    <style
      key="emotion-styles"
      {...{ [SERVER_STYLES_ATTRIBUTE]: serverStylesAttributeValue(cache.key, ids, css) }}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ];
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en-GB", className: "light" });
  setHeadComponents([
    ...collectedStyles(pathname),
    // No Content-Security-Policy here: it lists the hashes of every inline script of the
    // finished page, so the build's last step writes it (scripts/write-security-headers.ts).
    // Applies the stored theme before first paint (no flash), before any bundle loads.
    <script key="theme-bootstrap" dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />,
    // Holds clicks and submits made before React hydrates, to be replayed afterwards.
    <script
      key="early-interactions"
      dangerouslySetInnerHTML={{ __html: EARLY_INTERACTIONS_SCRIPT }}
    />,
  ]);
};

function isGeneratorMeta(component: ReactNode): boolean {
  return (
    isValidElement<{ name?: string }>(component) &&
    component.type === "meta" &&
    component.props.name === "generator"
  );
}

/** Gatsby's `<meta name="generator">` tells a visitor nothing and costs every page's first bytes. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isGeneratorMeta(component)));
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
