import type { GatsbyConfig } from "gatsby";
import path from "node:path";

const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // Types are written on every build too and committed, so a fresh clone typechecks.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "blurred", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content") },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The alias routes are not separate pages for search engines.
        excludes: ["/404", "/404.html", "/dev-404-page", "/About", "/services/emergency-support"],
      },
    },
  ],
  // `gatsby serve` ignores this; a hosting adapter applies it.
  headers: [
    {
      source: "/*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
      ],
    },
  ],
};

export default config;
