/**
 * The build's hooks, one file each under node/, in the order Gatsby calls them:
 *
 * - onPreInit: the content check (a bad record stops the build) and the files derived from
 *   content (the contact form's solutions);
 * - onCreateNode: one node per content record, typed by its file;
 * - createSchemaCustomization: the content types (docs/schema.graphql prints them);
 * - sourceNodes: the day the build publishes for (scheduled articles);
 * - createPages: the pages made from records;
 * - onPostBootstrap: share cards and partner marks drawn from the records;
 * - onCreateBabelConfig, onCreateWebpackConfig: the Emotion target step, V8 compile hints;
 * - onPostBuild: robots.txt, each page's script list, each page's Content-Security-Policy.
 */
export { onPreInit } from "./node/on-pre-init";
export { onCreateNode } from "./node/on-create-node";
export { createSchemaCustomization } from "./node/create-schema-customization";
export { sourceNodes } from "./node/source-nodes";
export { createPages } from "./node/create-pages";
export { onPostBootstrap } from "./node/on-post-bootstrap";
export { onCreateBabelConfig } from "./node/on-create-babel-config";
export { onCreateWebpackConfig } from "./node/on-create-webpack-config";
export { onPostBuild } from "./node/on-post-build";
