import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { CONTENT_SECURITY_POLICY } from "./src/lib/content-security-policy";
import { THEME_BOOTSTRAP_SCRIPT } from "./src/lib/theme";
import { INTER_LATIN_URL } from "./src/theme/fonts";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en-GB", className: "light" });
  setHeadComponents([
    // Not in development: the dev server's hot reloading needs eval.
    ...(process.env.NODE_ENV === "production"
      ? [<meta key="csp" httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />]
      : []),
    // The one web font, fetched in parallel with the HTML's other resources.
    <link
      key="font-inter"
      rel="preload"
      href={INTER_LATIN_URL}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // Applies the stored theme before first paint (no flash), before any bundle loads.
    <script key="theme-bootstrap" dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
