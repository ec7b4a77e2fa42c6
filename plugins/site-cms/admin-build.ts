/**
 * The admin page's build (/admin, Decap CMS), handed to gatsby-plugin-decap-cms from
 * gatsby-config.ts. The plugin compiles admin/cms.tsx (beside this file) as its own webpack
 * entry into public/admin/, with Decap and React as the packages' prebuilt files beside it, so no byte of
 * the admin page reaches a page of the site. This adapts that entry:
 *
 * - its files are addressed from /admin/, so the page works at /admin and /admin/;
 * - the page carries its own Content-Security-Policy (a meta tag; public/_headers has the same
 *   policy as a header, from src/lib/security-headers.ts) and is not indexed;
 * - the preview's components run outside Gatsby: their links are plain links, and they read
 *   the company facts from content/site.json, as static queries do not run there;
 * - simple-icons (5 MB, which the partner check asks whether a mark exists) is replaced by the
 *   list of its slugs and titles.
 */
import fs from "node:fs";
import path from "node:path";
import type { Configuration, WebpackPluginInstance } from "webpack";
import { adminContentSecurityPolicy, CMS_ADMIN_PATH } from "../../src/lib/admin-page";

/** The admin page's own code (the app Decap runs: its setup, previews, widgets), from the root. */
const ADMIN_APP = path.join("plugins", "site-cms", "admin");

/** The admin page's module (Decap, its config, previews and checks). */
const modulePathOf = (root: string) => path.join(root, ADMIN_APP, "cms.tsx");

/**
 * A script of its own that runs before Decap's: Decap reads the articles' list order from the
 * browser's storage once, when it starts, and this sets the default there first.
 */
const ARTICLE_ORDER_ENTRY = "article-order";
const articleOrderModule = (root: string) => path.join(root, ADMIN_APP, "article-order.ts");

interface WebpackHelpers {
  plugins: {
    normalModuleReplacement: (pattern: RegExp, replacement: string) => WebpackPluginInstance;
  };
}

/** simple-icons' marks by slug and title only (no paths), as a module for the admin bundle. */
function writeBrandMarkIndex(root: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const icons = require("simple-icons") as Record<string, unknown>;
  const index = Object.fromEntries(
    Object.entries(icons)
      .filter(([, icon]) => typeof icon === "object" && icon !== null && "slug" in icon)
      .map(([name, icon]) => {
        const { slug, title } = icon as { slug: string; title: string };
        return [name, { slug, title, path: "", guidelines: undefined }];
      }),
  );
  const file = path.join(root, ".cache", "site-cms", "simple-icons-index.js");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `module.exports = ${JSON.stringify(index)};\n`);
  return file;
}

interface HtmlPlugin {
  constructor: { name: string };
  userOptions: { meta?: Record<string, unknown>; title?: string };
}

export function customizeAdminWebpack(
  root: string,
  config: Configuration,
  { plugins }: WebpackHelpers,
): void {
  // Only the admin's own module: the package's starter file sets up Gatsby's page loader (the
  // preview has no Gatsby runtime) and registers a preview stylesheet, cms.css, which is never
  // built here (the previews are styled by Emotion), so every preview asked for a missing file.
  config.entry = {
    cms: [modulePathOf(root)],
    [ARTICLE_ORDER_ENTRY]: [articleOrderModule(root)],
  };
  // Its own webpack cache: the config it starts from is the site's, whose cache folder it would
  // share, and a warm build then mixed the site's chunks (consent banner, image helpers) into it.
  if (config.cache && typeof config.cache === "object" && config.cache.type === "filesystem") {
    config.cache = {
      ...config.cache,
      name: `site-cms-${config.cache.name ?? "admin"}`,
      cacheLocation: path.join(
        root,
        ".cache",
        "webpack",
        `site-cms-${config.cache.name ?? "admin"}`,
      ),
    };
  }
  // Emptied first: files `gatsby develop` leaves there (hot updates, source maps) are not deployed.
  config.output = { ...config.output, publicPath: `${CMS_ADMIN_PATH}/`, clean: true };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve?.alias as Record<string, string> | undefined),
      "simple-icons$": writeBrandMarkIndex(root),
      // The preview's components outside Gatsby: plain links, no queries, no Gatsby runtime.
      gatsby$: path.join(root, ADMIN_APP, "gatsby-in-preview.tsx"),
    },
  };
  config.plugins = [
    ...(config.plugins ?? []),
    plugins.normalModuleReplacement(
      /[\\/]hooks[\\/]useSiteSettings$/,
      path.join(root, ADMIN_APP, "preview-site-settings.ts"),
    ),
  ];
  // The plugin puts Decap's and React's files first on the page with html-webpack-tags-plugin;
  // one more instance of it puts the order's script before them (the page's chunks are "cms").
  const tags = config.plugins.find(
    (plugin) => (plugin as unknown as HtmlPlugin)?.constructor?.name === "HtmlWebpackTagsPlugin",
  ) as unknown as { constructor: new (options: object) => WebpackPluginInstance } | undefined;
  if (!tags)
    throw new Error(
      "gatsby-plugin-decap-cms no longer adds Decap's files with html-webpack-tags-plugin",
    );
  config.plugins.push(new tags.constructor({ tags: [`${ARTICLE_ORDER_ENTRY}.js`], append: false }));
  const html = config.plugins.find(
    (plugin) => (plugin as unknown as HtmlPlugin)?.constructor?.name === "HtmlWebpackPlugin",
  ) as unknown as HtmlPlugin | undefined;
  if (!html) throw new Error("gatsby-plugin-decap-cms no longer builds the admin page's HTML");
  html.userOptions.meta = {
    ...html.userOptions.meta,
    // Neither indexed nor followed (the plugin's own tag says the same).
    robots: "noindex, nofollow",
    "Content-Security-Policy": {
      "http-equiv": "Content-Security-Policy",
      content: adminContentSecurityPolicy("meta"),
    },
  };
}

interface CopyPlugin {
  constructor: { name: string };
  patterns: { to: string }[];
}

/** No source maps in public/: Decap's alone is 20 MB, and nobody debugs the deployed admin page. */
function withoutSourceMaps(config: Configuration): void {
  config.devtool = false;
  for (const plugin of config.plugins ?? []) {
    const copy = plugin as unknown as CopyPlugin;
    if (copy?.constructor?.name === "CopyPlugin") {
      copy.patterns = copy.patterns.filter((pattern) => !pattern.to.endsWith(".map"));
    }
  }
}

/** gatsby-plugin-decap-cms's options for the site in `root` (see gatsby-node.ts beside this file). */
export const decapCmsOptions = (root: string) => ({
  modulePath: modulePathOf(root),
  // cms.tsx registers its format, previews and checks, then starts Decap with its config.
  manualInit: true,
  // The Netlify Identity widget is for the git-gateway backend; the GitHub backend signs in
  // with GitHub (OAuth), so the widget, a script from Netlify's identity service, stays out.
  enableIdentityWidget: false,
  publicPath: CMS_ADMIN_PATH.slice(1),
  htmlTitle: "Content editor",
  customizeWebpackConfig: (config: Configuration, helpers: WebpackHelpers) => {
    customizeAdminWebpack(root, config, helpers);
    withoutSourceMaps(config);
  },
});

export type DecapCmsOptions = ReturnType<typeof decapCmsOptions>;
