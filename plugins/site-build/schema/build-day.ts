/**
 * The day the build publishes for, held in one node (SiteBuildDay) that sourceNodes writes at
 * the start of every build from src/lib/site-clock.ts. Everything the build decides by the date
 * (which articles are scheduled) reads it here, so a build that runs past midnight decides with
 * one day throughout, in every worker. Resolvers read it through the node model, so Gatsby
 * records that a query depends on it: on a cached build (Netlify keeps Gatsby's cache) a query
 * whose answer depends on the day runs again when the day changes.
 */
import type { NodeModelContext } from "./node-model-context";

export const BUILD_DAY_TYPE = "SiteBuildDay";
/** The node's id: there is one, so a fixed id the resolvers can ask for directly. */
export const BUILD_DAY_NODE_ID = "site-build-day";

export const BUILD_DAY_TYPE_DEFS = `type ${BUILD_DAY_TYPE} implements Node @dontInfer {
  "The UK's day the build publishes for, ISO (2026-12-06)."
  today: String!
}`;

/** The node sourceNodes creates, for a given day. */
export function buildDayNode(today: string, contentDigest: string) {
  return {
    id: BUILD_DAY_NODE_ID,
    today,
    parent: null,
    children: [],
    internal: { type: BUILD_DAY_TYPE, contentDigest },
  };
}

/** The build's day, as sourceNodes recorded it. */
export function buildDayOf(context: NodeModelContext): string {
  const node = context.nodeModel.getNodeById({ id: BUILD_DAY_NODE_ID });
  const today = node?.today;
  if (typeof today !== "string") {
    throw new Error(`No ${BUILD_DAY_TYPE} node: sourceNodes (plugins/site-build) did not run`);
  }
  return today;
}
