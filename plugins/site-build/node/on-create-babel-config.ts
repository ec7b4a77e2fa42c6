import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { PLUGIN_DIR } from "../site-paths";

/**
 * Runs after gatsby-plugin-emotion's Babel plugin: no second class on styled elements (see
 * babel/drop-emotion-target.cjs). Babel loads the step by its path, so it stays a file of its own.
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelPlugin({
    name: path.join(PLUGIN_DIR, "babel", "drop-emotion-target.cjs"),
    options: {},
  });
};
