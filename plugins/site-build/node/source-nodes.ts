import type { GatsbyNode } from "gatsby";
import { siteToday } from "../../../src/lib/site-clock";
import { buildDayNode } from "../schema/build-day";

/**
 * The day this build publishes for (schema/build-day.ts), read once from the site's clock: the
 * UK's day, or SITE_BUILD_DATE in tests. An article dated later is built but listed nowhere.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest }) => {
  const today = siteToday();
  actions.createNode(buildDayNode(today, createContentDigest({ today })));
};
