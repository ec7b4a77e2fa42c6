import type { GatsbyNode } from "gatsby";
import { SHARED_GROUP } from "../hydration/page-chunk-scripts";
import { CompileHintsPlugin } from "../hydration/compile-hints-plugin";

/** The bundles every page starts with are compiled off the main thread (see the plugin). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin([SHARED_GROUP])] });
};
