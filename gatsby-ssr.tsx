import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { THEME_BOOTSTRAP_SCRIPT } from "./src/lib/theme";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en-GB", className: "light" });
  setHeadComponents([
    // Applies the stored theme before first paint (no flash), before any bundle loads.
    <script key="theme-bootstrap" dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />,
  ]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
