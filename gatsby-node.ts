import type { GatsbyNode, Reporter } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { validateContentDirectory } from "./src/lib/content/load-content";
import { parseBlogDate } from "./src/lib/blog-date";
import { relatedArticleSlugs } from "./src/lib/blog/article-order";
import {
  blogListingPages,
  type ListedArticle,
  type NamedRecord,
} from "./scripts/blog/listing-pages";
import { countWords, readTimeMinutes } from "./src/lib/blog/read-time";
import { contentNodeType } from "./src/lib/content/collections";
import { contentTypeDefs, RECORD_ID_FIELD } from "./src/lib/content/graphql-types";
import {
  blogAuthorPath,
  blogCategoryPath,
  blogPostPath,
  caseStudyPath,
  servicePath,
} from "./src/lib/routes";
import { SHARED_GROUP } from "./scripts/bundle-size/page-javascript";
import { publishPartnerMarks } from "./scripts/partner-marks";
import { prepareContent } from "./scripts/content/before-build";
import { publishShareImages } from "./scripts/share-images/generate";
import { brandMarkFile, findBrandMark, partnerMarkUrl } from "./src/lib/brand-marks";
import { SOCIAL_BRAND_MARKS, type SocialIconName } from "./src/lib/social-icons";
import { CompileHintsPlugin } from "./scripts/webpack/compile-hints-plugin";
import { writePageScripts } from "./scripts/write-page-scripts";
import { writeSecurityHeaders } from "./scripts/write-security-headers";

const contentDir = path.join(__dirname, "content");

/** "July 3, 2025" as written in content -> "2025-07-03". */
const isoDate = (date: string) => parseBlogDate(date).toISOString().slice(0, 10);

const contentCheckFailed = (errors: readonly string[]) =>
  `Content check failed (${errors.length} problem${errors.length === 1 ? "" : "s"}); fix the content files and build again:\n${errors.join("\n")}`;

/**
 * Editors' mistakes stop the build before Gatsby reads anything, one line per problem; then
 * the files derived from content are written (scripts/content/before-build.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateContentDirectory(contentDir);
  if (errors.length > 0) reporter.panic(contentCheckFailed(errors));
  prepareContent(contentDir, reporter);
};

/*
 * In `gatsby develop` an editor saving a content file gets the same check at once, as an
 * error in the terminal that leaves the server running (the page keeps its last good data).
 */
const developing = process.env.gatsby_executing_command === "develop";
let developReady = false;
let lastContentReport = "";

function recheckContentWhileDeveloping(reporter: Reporter) {
  if (!developing || !developReady) return;
  const errors = validateContentDirectory(contentDir);
  const report = errors.join("\n");
  if (report === lastContentReport) return;
  lastContentReport = report;
  if (errors.length > 0) reporter.error(contentCheckFailed(errors));
  else {
    reporter.success("Content check passed");
    prepareContent(contentDir, reporter, null);
  }
}

/**
 * Content JSON becomes one node per record, typed by its file (services.json -> Service) and
 * numbered by `position`, the record's place in its file, so lists keep the editor's order.
 * gatsby-transformer-json could create the nodes (its ids are per file too, and a record's
 * own "id" becomes `jsonId` as here), but it would still need this file's type mapping, a
 * second hook to add `position`, and it throws on a JSON syntax error in `gatsby develop`
 * where this keeps the server up and the content check names the line: one small hook does
 * all of it, so the plugin is not used.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "content") return;
  const file = node as typeof node & { relativePath: string; extension: string };
  if (file.extension !== "json") return;
  const type = contentNodeType(file.relativePath);
  if (!type) return;
  recheckContentWhileDeveloping(reporter);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await loadNodeContent(node));
  } catch {
    // Only reachable in develop (the build checked every file first); the report above names the line.
    return;
  }
  const records = Array.isArray(parsed) ? parsed : [parsed];
  records.forEach((record: Record<string, unknown>, position) => {
    const { id: recordId, ...fields } = record;
    const child = {
      ...fields,
      ...(recordId === undefined ? {} : { [RECORD_ID_FIELD]: recordId }),
      position,
      id: createNodeId(`${node.id} [${position}] ${type}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(record) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  });
};

/**
 * Every content type is declared, not inferred: a field that is missing from
 * JSON then fails validation (above) instead of silently disappearing from a
 * query, and an empty collection still builds. The types come from the same
 * declarations as that validation (src/lib/content/schemas.ts, via graphql-types.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(contentTypeDefs());
  // Derived fields are computed here, never typed by editors.
  actions.createTypes(
    schema.buildObjectType({
      name: "BlogPost",
      fields: {
        datePublished: {
          type: "String!",
          resolve: (source: { date: string }) => isoDate(source.date),
        },
        path: { type: "String!", resolve: (source: { slug: string }) => blogPostPath(source.slug) },
        wordCount: {
          type: "Int!",
          resolve: (source: { body: BlogBody }) => countWords(source.body),
        },
        // Computed from the words, so it stays true whenever an editor changes the text.
        readTimeMinutes: {
          type: "Int!",
          resolve: (source: { body: BlogBody }) => readTimeMinutes(countWords(source.body)),
        },
      },
      interfaces: ["Node"],
    }),
  );
  // A routable record's address comes from its slug, never typed, so it cannot disagree with its page.
  for (const [name, pathOf] of [
    ["Service", servicePath],
    ["CaseStudy", caseStudyPath],
    ["BlogCategory", blogCategoryPath],
    ["BlogAuthor", blogAuthorPath],
  ] as const) {
    actions.createTypes(
      schema.buildObjectType({
        name,
        fields: {
          path: { type: "String!", resolve: (source: { slug: string }) => pathOf(source.slug) },
        },
        interfaces: ["Node"],
      }),
    );
  }
  // A partner's logo is its brand's mark, published by the build (onPostBootstrap), or none:
  // then its name is set in the site's type.
  actions.createTypes(`
    type PartnerLogo {
      src: String!
      width: Int!
      height: Int!
    }
  `);
  actions.createTypes(
    schema.buildObjectType({
      name: "Partner",
      fields: {
        logo: {
          type: "PartnerLogo",
          resolve: (source: { mark?: string | null }) => {
            const mark = source.mark ? findBrandMark(source.mark) : null;
            if (!mark) return null;
            const { width, height } = brandMarkFile(mark);
            return { src: partnerMarkUrl(mark.slug), width, height };
          },
        },
      },
      interfaces: ["Node"],
    }),
  );
  // A case study's dates for search engines and the sitemap, as ISO dates.
  actions.createTypes(
    schema.buildObjectType({
      name: "CaseStudy",
      fields: {
        datePublished: {
          type: "String!",
          resolve: (source: { published: string }) => isoDate(source.published),
        },
        dateModified: {
          type: "String!",
          resolve: (source: { published: string; updated?: string }) =>
            isoDate(source.updated ?? source.published),
        },
      },
      interfaces: ["Node"],
    }),
  );
  // A social link drawn with its brand's own mark (X) gets the mark's path at build time.
  actions.createTypes(
    schema.buildObjectType({
      name: "SocialLink",
      fields: {
        markPath: {
          type: "String",
          resolve: (source: { icon: string }) => {
            const slug = SOCIAL_BRAND_MARKS[source.icon as SocialIconName];
            return slug ? (findBrandMark(slug)?.path ?? null) : null;
          },
        },
      },
    }),
  );
  // A legal document's slug is its file name, so a page finds its text by that name.
  actions.createTypes(
    schema.buildObjectType({
      name: "LegalDocument",
      fields: {
        slug: {
          type: "String!",
          resolve: (source: { parent: string }, _args: unknown, context: NodeModelContext) =>
            String(context.nodeModel.getNodeById({ id: source.parent })?.name ?? ""),
        },
      },
      interfaces: ["Node"],
    }),
  );
};

/** The part of a resolver's context used to reach a node's parent file. */
interface NodeModelContext {
  nodeModel: { getNodeById: (query: { id: string }) => { name?: unknown } | null };
}

type BlogBody = { text?: string | null; items?: string[] | null }[];

interface SlugQuery {
  allService: { nodes: { slug: string }[] };
  allBlogPost: { nodes: ListedArticle[] };
  allBlogCategory: { nodes: NamedRecord[] };
  allBlogAuthor: { nodes: NamedRecord[] };
  allCaseStudy: { nodes: { slug: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<SlugQuery>(`
    query PageSlugs {
      allService {
        nodes {
          slug
        }
      }
      allBlogPost {
        nodes {
          slug
          title
          datePublished
          category {
            name
          }
          author {
            name
          }
        }
      }
      allBlogCategory(sort: { position: ASC }) {
        nodes {
          slug
          name
        }
      }
      allBlogAuthor(sort: { position: ASC }) {
        nodes {
          slug
          name
        }
      }
      allCaseStudy {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the service, blog and case-study records to create their pages.",
      result.errors,
    );
    return;
  }
  const templates = path.join(__dirname, "src", "templates");
  for (const { slug } of result.data.allService.nodes) {
    createPage({
      path: servicePath(slug),
      component: path.join(templates, "service.tsx"),
      context: { slug },
    });
  }
  const posts = result.data.allBlogPost.nodes;
  for (const post of posts) {
    createPage({
      path: blogPostPath(post.slug),
      component: path.join(templates, "blog-post.tsx"),
      // Chosen here so an article's page data holds only the three cards it shows.
      context: { slug: post.slug, related: relatedArticleSlugs(post, posts) },
    });
  }
  // The index, each category's and each author's articles, a page of them at a time.
  const { allBlogCategory, allBlogAuthor } = result.data;
  for (const { path: listingPath, context } of blogListingPages(
    posts,
    allBlogCategory.nodes,
    allBlogAuthor.nodes,
  )) {
    createPage({ path: listingPath, component: path.join(templates, "blog-listing.tsx"), context });
  }
  for (const { slug } of result.data.allCaseStudy.nodes) {
    createPage({
      path: caseStudyPath(slug),
      component: path.join(templates, "case-study.tsx"),
      context: { slug },
    });
  }
  // /About (linked from older material) is the same page as /about; its canonical names /about.
  createPage({
    path: "/About",
    component: path.join(__dirname, "src", "pages", "about.tsx"),
    context: {},
  });
  // Emergency support lives at /services/lifebuoy; the old name leads there
  // (a meta refresh and a client-side replace, which `gatsby serve` and any host honour).
  createPage({
    path: "/services/emergency-support",
    component: path.join(templates, "redirect.tsx"),
    context: { to: "/services/lifebuoy", title: "Emergency Support" },
  });
};

/**
 * Every service, case study and article gets its own share card (public/share/...),
 * drawn from its record once the pages exist; unchanged cards come from the cache.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({
  getNodesByType,
  cache,
  reporter,
}) => {
  const activity = reporter.activityTimer("Drawing share images");
  activity.start();
  const dirs = { publicDir: path.join(__dirname, "public"), cacheDir: cache.directory };
  const { cards, drawn } = await publishShareImages(getNodesByType, dirs);
  activity.setStatus(`${cards} cards, ${drawn} drawn, ${cards - drawn} from the cache`);
  activity.end();
  const partners = getNodesByType("Partner") as { mark?: string | null }[];
  const marks = publishPartnerMarks(partners, dirs.publicDir);
  reporter.info(`Partner marks written: ${marks}`);
  developReady = true;
};

/** Runs after gatsby-plugin-emotion's Babel plugin: no second class on styled elements (see the file). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelPlugin({
    name: path.join(__dirname, "scripts", "babel", "drop-emotion-target.cjs"),
    options: {},
  });
};

/** The bundles every page starts with are compiled off the main thread (see the plugin). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin([SHARED_GROUP])] });
};

/** robots.txt names the sitemap at the deployed address. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
  fs.writeFileSync(
    path.join(__dirname, "public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  try {
    const pages = writePageScripts(path.join(__dirname, "public"));
    reporter.info(`Scripts set to start after first paint in ${pages} pages`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the pages' script lists", error as Error);
  }
  // Each page's Content-Security-Policy lists the hashes of its final inline scripts.
  try {
    const written = writeSecurityHeaders(path.join(__dirname, "public"));
    reporter.info(`Content-Security-Policy written into ${written.pages} pages and _headers`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the Content-Security-Policy", error as Error);
  }
};
