import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";

// The head machinery (collected styles, the first scripts) is in plugins/site-build/gatsby-ssr.tsx.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
