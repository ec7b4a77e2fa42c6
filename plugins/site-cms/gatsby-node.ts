/**
 * The admin page (/admin): gatsby-plugin-decap-cms's build hooks with this site's options
 * (admin-build.ts). The package is not listed as a plugin itself because Gatsby would then put
 * its gatsby-browser.js (a Netlify Identity redirect, for the git-gateway backend this site
 * does not use) into every page's app bundle; here only its build-time hooks run, and the
 * site's own webpack config is left exactly as it was, so the site's pages get no byte of it.
 */
import type { GatsbyNode } from "gatsby";
import { SITE_ROOT } from "../site-build/site-paths";
import { decapCmsOptions, type DecapCmsOptions } from "./admin-build";

interface DecapCmsHooks {
  onCreateWebpackConfig: (args: unknown, options: DecapCmsOptions) => Promise<void>;
  onCreateDevServer: (args: unknown, options: DecapCmsOptions) => void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const decapCms = require("gatsby-plugin-decap-cms/gatsby-node") as DecapCmsHooks;

/** Builds public/admin/ as its own webpack compilation (in develop, watches it). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) =>
  decapCms.onCreateWebpackConfig(
    // The package also adds settings for the Identity widget to the site's own bundles: none
    // of them applies here, so the site's config is not touched.
    { ...args, actions: { ...args.actions, setWebpackConfig: () => undefined } },
    decapCmsOptions(SITE_ROOT),
  );

/** In `gatsby develop`, /admin answers with the admin page. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) =>
  decapCms.onCreateDevServer(args, decapCmsOptions(SITE_ROOT));
