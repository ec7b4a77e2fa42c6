import type { GatsbyBrowser } from "gatsby";
import "./src/theme/fonts.css";
import { Layout } from "./src/components/layout/Layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
