import type { GatsbyConfig } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { FORM_NEEDS_SCRIPTS_PATH } from "./src/lib/contact/request-limits";
import { gatsbyConfigHeaders } from "./src/lib/security-headers";
import { siteAdapter } from "./plugins/site-build/deploy/site-adapter";
import { developFunctionFront } from "./plugins/site-build/develop/function-front";
import { FEED_QUERY, feedItems, type FeedArticle } from "./plugins/site-build/feed/feed-items";
import { SITEMAP_QUERY, sitemapEntry, sitemapPages } from "./plugins/site-build/sitemap/lastmod";

const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");

/** The company facts editors keep in content/site.json (names for the feed). */
const siteSettings = JSON.parse(
  fs.readFileSync(path.join(__dirname, "content", "site.json"), "utf8"),
) as { brandName: string; blogName: string };

/** The fields of an article the feed needs (declared in gatsby-node's BlogPost type). */
interface FeedQueryResult {
  query: { allBlogPost: { nodes: FeedArticle[] } };
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // Types are written on every build too and committed, so a fresh clone typechecks.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // The contact call's rule before Gatsby's multipart parser, as on the own server and the edge.
  developMiddleware: (app: { use(path: string, handler: typeof developFunctionFront): void }) => {
    app.use("/api", developFunctionFront);
  },
  plugins: [
    "gatsby-plugin-emotion",
    // No gatsby-plugin-image: images render as plain <picture> (ResponsiveImage), so its head
    // styles and loader script would be dead weight on every page.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // The dominant colour fills an image's box until it loads (ResponsiveImage).
        // No AVIF: larger than WebP for the site's flat artwork, and far slower to encode.
        // No PNG/JPEG fallback: every browser in use decodes WebP, and the fallbacks would
        // weigh three times the WebP files in every deploy.
        defaults: { formats: ["webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content") },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: "{ site { siteMetadata { siteUrl } } }",
        setup: () => ({
          title: siteSettings.blogName,
          description: `Articles on managed IT, cyber security and cloud from ${siteSettings.brandName}.`,
          site_url: `${siteUrl}/blogs`,
          feed_url: `${siteUrl}/rss.xml`,
          language: "en-GB",
          generator: siteSettings.brandName,
        }),
        feeds: [
          {
            output: "/rss.xml",
            title: siteSettings.blogName,
            // Every page's <Seo> links the feed itself; this pattern matches no page,
            // so the plugin adds no second link.
            match: "^$",
            // Published articles only (plugins/site-build/feed/feed-items.ts).
            query: FEED_QUERY,
            serialize: ({ query }: FeedQueryResult) => feedItems(query.allBlogPost.nodes, siteUrl),
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // robots.txt names the sitemap; a <link rel="sitemap"> in every head is read by no crawler.
        createLinkInHead: false,
        // Each page's lastmod comes from its record's date (plugins/site-build/sitemap/lastmod.ts).
        query: SITEMAP_QUERY,
        resolvePages: sitemapPages,
        serialize: sitemapEntry,
        // The alias routes are not separate pages for search engines.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          "/About",
          "/services/emergency-support",
          // Only a browser that sent the contact form without scripts is sent there.
          FORM_NEEDS_SCRIPTS_PATH,
        ],
      },
    },
    // /admin: Decap CMS, built as its own entry (plugins/site-cms/).
    "site-cms",
    // The site's own build machinery: content nodes and pages, share images, the post-build
    // steps, the Babel and webpack steps and the head's server rendering (see its gatsby-node.ts).
    // Last, so its hooks run after the other plugins' hooks.
    "site-build",
  ],
  // Every header but the per-page Content-Security-Policy, for an adapter that reads them
  // (plain `gatsby serve` ignores them). public/_headers, written by the build, has them all; the
  // Netlify adapter is handed none, so it adds no second copy to that file.
  headers: gatsbyConfigHeaders(),
  // Static output unless DEPLOY_TARGET=netlify (plugins/site-build/deploy/site-adapter.ts).
  adapter: siteAdapter(),
};

export default config;
