/**
 * The SEO report of a built site: one row per page (what it tells search engines and a shared
 * link, as written in its HTML), and every problem found, each with the pages it concerns.
 * Pure: the caller reads public/ (write-seo-report.ts in the build, scripts/seo.ts after it) and
 * hands in the files' text. The same report is drawn as /admin/seo/ and printed by `npm run seo`.
 */
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../../src/lib/seo";
import { finding, SEVERITIES, type Finding, type Severity } from "./finding-kinds";
import { normalisePath, readPageFacts, type PageFacts } from "./page-facts";
import {
  isCutInSearchResults,
  SEARCH_RESULT,
  searchResultText,
  searchResultWidth,
} from "./search-result-width";
import {
  readFeed,
  readRobots,
  redirectFindings,
  redirectRules,
  sitemapIndex,
  sitePathOfUrl,
  type FeedSummary,
  type RedirectRule,
  type RobotsSummary,
} from "./site-files";
import {
  judgeStructuredData,
  missingRecommended,
  missingRequired,
  missingStructuredDataTypes,
  structuredDataTypes,
  type BlockJudgement,
} from "./structured-data-rules";

/** The not-found pages: built for every address that has no page, never meant to be found. */
export const NOT_FOUND_PAGES: readonly string[] = ["/404", "/404.html", "/dev-404-page"];

/** The Open Graph tags a shared link's card is drawn from; every page has each once. */
const CARD_TAGS = ["title", "description", "image", "url", "type"] as const;

export interface SiteFiles {
  /** The origin the build was made for, e.g. "https://www.example.co.uk". */
  siteOrigin: string;
  /** Every built page (not-found pages may be among them: they are left out). */
  pages: readonly { path: string; html: string }[];
  /** The text of each sitemap-N.xml. */
  sitemaps: readonly string[];
  robotsTxt: string | null;
  /** rss.xml. */
  feed: string | null;
  /** public/_redirects. */
  redirects: string | null;
  /** Whether the build holds a file or page at a site path ("/sitemap-index.xml"). */
  fileExists: (sitePath: string) => boolean;
}

export interface PageRow extends PageFacts {
  titleWidth: number;
  /** The title as a search result shows it (cut where Google cuts). */
  titleShown: string;
  descriptionWidth: number;
  descriptionShown: string;
  /** Neither noindex nor a canonical naming another page. */
  indexable: boolean;
  inSitemap: boolean;
  lastModified: string | null;
  /** The pages that link to this one. */
  linksIn: string[];
  structuredData: BlockJudgement[];
  /** Every JSON-LD type on the page, nested ones included. */
  types: string[];
}

export interface SeoReport {
  siteOrigin: string;
  /** One per page, in address order. */
  pages: PageRow[];
  /** Every problem, site-wide ones first, then by page. */
  findings: Finding[];
  redirects: RedirectRule[];
  robots: RobotsSummary;
  feed: FeedSummary;
  sitemapPages: number;
  counts: Record<Severity, number>;
}

const isNoindex = (robots: string) => /\bnoindex\b|\bnone\b/i.test(robots);

/** Addresses sort as a reviewer reads them: "/" first, then by path, case aside. */
export const byAddress = (a: string, b: string) =>
  a === b
    ? 0
    : a === "/"
      ? -1
      : b === "/"
        ? 1
        : a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : 1);

/** Problems of one page on its own. */
function pageFindings(row: PageRow, siteOrigin: string, pages: Map<string, PageRow>): Finding[] {
  const at = [row.path];
  const found: Finding[] = [];
  if (row.titleCount !== 1 || row.title === "") {
    found.push(
      finding(
        "missing-title",
        `has ${row.titleCount} <title> elements${row.title === "" ? ", none with text" : ""}`,
        at,
      ),
    );
  } else if (isCutInSearchResults("title", row.title)) {
    found.push(
      finding(
        "title-cut",
        `title is ${row.titleWidth} px wide; search results cut it at ${SEARCH_RESULT.title.maxWidthPx} px: "${row.titleShown}"`,
        at,
      ),
    );
  }
  if (row.description === null || row.description === "") {
    found.push(finding("missing-description", "has no meta description", at));
  } else {
    const length = row.description.length;
    if (row.descriptionCount > 1) {
      found.push(
        finding("missing-description", `has ${row.descriptionCount} meta descriptions`, at),
      );
    }
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
      found.push(
        finding(
          "description-length",
          `description is ${length} characters (${DESCRIPTION_MIN} to ${DESCRIPTION_MAX})`,
          at,
        ),
      );
    } else if (isCutInSearchResults("description", row.description)) {
      found.push(
        finding(
          "description-cut",
          `description is ${row.descriptionWidth} px wide; search results cut it at ${SEARCH_RESULT.description.maxWidthPx} px`,
          at,
        ),
      );
    }
  }
  if (row.h1.length !== 1) found.push(finding("h1", `has ${row.h1.length} <h1> elements`, at));
  if (row.imagesWithoutAlt.length > 0) {
    found.push(
      finding(
        "image-alt",
        `${row.imagesWithoutAlt.length} images without alt: ${row.imagesWithoutAlt.join(", ")}`,
        at,
      ),
    );
  }
  if (row.canonical === null) {
    found.push(finding("canonical-missing", "has no canonical link", at));
  } else {
    const target = sitePathOfUrl(row.canonical, siteOrigin);
    if (target === null || !/^https?:\/\//.test(row.canonical)) {
      found.push(
        finding(
          "canonical-broken",
          `canonical ${row.canonical} is not an absolute address on ${siteOrigin}`,
          at,
        ),
      );
    } else if (target !== normalisePath(row.path)) {
      const page = pages.get(target);
      if (page === undefined || !page.indexable) {
        found.push(
          finding(
            "canonical-broken",
            `canonical ${row.canonical} leads to ${page ? "a page that is not indexable" : "no built page"}`,
            at,
          ),
        );
      } else {
        found.push(finding("canonical-elsewhere", `canonical points to ${target}`, at));
      }
    }
  }
  const missingTags = CARD_TAGS.filter((tag) => !row.openGraph[tag]);
  if (missingTags.length > 0) {
    found.push(finding("open-graph", `no og:${missingTags.join(", og:")}`, at));
  }
  for (const block of row.structuredData) {
    if (block.parseError !== null) {
      found.push(finding("structured-data", `JSON-LD does not parse: ${block.parseError}`, at));
      continue;
    }
    for (const problem of block.shapeProblems) found.push(finding("structured-data", problem, at));
    for (const node of block.nodes) {
      for (const problem of missingRequired(node))
        found.push(finding("structured-data", problem, at));
      for (const problem of missingRecommended(node)) {
        found.push(finding("structured-data-recommended", problem, at));
      }
    }
  }
  // What a kind of page must carry is asked of the pages meant to be found, not of an alias
  // whose canonical is another page.
  if (row.indexable) {
    for (const problem of missingStructuredDataTypes(row.path, row.jsonLd)) {
      found.push(finding("structured-data-type", problem, at));
    }
  }
  return found;
}

/** One finding per group of pages sharing a title or a description (indexable pages only). */
function duplicateFindings(rows: readonly PageRow[]): Finding[] {
  const found: Finding[] = [];
  for (const [field, kind] of [
    ["title", "duplicate-title"],
    ["description", "duplicate-description"],
  ] as const) {
    const pagesByValue = new Map<string, string[]>();
    for (const row of rows) {
      const value = row[field];
      if (!row.indexable || !value) continue;
      pagesByValue.set(value, [...(pagesByValue.get(value) ?? []), row.path]);
    }
    for (const [value, paths] of pagesByValue) {
      if (paths.length > 1)
        found.push(finding(kind, `${paths.length} pages share the ${field} "${value}"`, paths));
    }
  }
  return found;
}

/**
 * Findings that say the same of many pages ("BlogPosting lacks recommended author.url") become
 * one finding naming them all; the others keep their order.
 */
function groupedByMessage(findings: readonly Finding[]): Finding[] {
  const grouped = new Map<string, Finding>();
  const out: Finding[] = [];
  for (const item of findings) {
    if (item.kind !== "structured-data-recommended") {
      out.push(item);
      continue;
    }
    const key = `${item.kind}\u0000${item.message}`;
    const seen = grouped.get(key);
    if (seen) {
      for (const page of item.pages) if (!seen.pages.includes(page)) seen.pages.push(page);
    } else {
      const copy = { ...item, pages: [...item.pages] };
      grouped.set(key, copy);
      out.push(copy);
    }
  }
  return out;
}

export function seoReport(files: SiteFiles): SeoReport {
  const { siteOrigin } = files;
  const sitemap = sitemapIndex(files.sitemaps, siteOrigin);
  const facts = files.pages
    .filter((page) => !NOT_FOUND_PAGES.includes(page.path))
    .map((page) => readPageFacts(page.html, { path: page.path, siteOrigin }));

  const linksIn = new Map<string, Set<string>>();
  for (const page of facts) {
    for (const target of page.links) {
      linksIn.set(target, (linksIn.get(target) ?? new Set()).add(page.path));
    }
  }

  const rows: PageRow[] = facts
    .map((page) => {
      const own = normalisePath(page.path);
      const canonicalPath =
        page.canonical === null ? null : sitePathOfUrl(page.canonical, siteOrigin);
      const entry = sitemap.byPath.get(own);
      return {
        ...page,
        titleWidth: searchResultWidth("title", page.title),
        titleShown: searchResultText("title", page.title),
        descriptionWidth: searchResultWidth("description", page.description ?? ""),
        descriptionShown: searchResultText("description", page.description ?? ""),
        indexable: !isNoindex(page.robots) && (canonicalPath === null || canonicalPath === own),
        inSitemap: entry !== undefined,
        lastModified: entry?.lastmod ?? null,
        linksIn: [...(linksIn.get(own) ?? [])].sort(byAddress),
        structuredData: page.jsonLd.map(judgeStructuredData),
        types: structuredDataTypes(page.jsonLd),
      };
    })
    .sort((a, b) => byAddress(a.path, b.path));

  const byPath = new Map(rows.map((row) => [normalisePath(row.path), row]));
  const isPage = (sitePath: string) => byPath.has(normalisePath(sitePath));
  const isIndexablePage = (sitePath: string) =>
    byPath.get(normalisePath(sitePath))?.indexable === true;
  const indexable = rows.filter((row) => row.indexable).map((row) => row.path);

  const siteWide: Finding[] = [];
  const robots = readRobots(files.robotsTxt, {
    siteOrigin,
    fileExists: files.fileExists,
    indexablePages: indexable,
  });
  siteWide.push(...robots.findings);
  if (files.sitemaps.length === 0)
    siteWide.push(finding("sitemap-not-built", "the build wrote no sitemap"));
  if (sitemap.elsewhere.length > 0) {
    siteWide.push(
      finding(
        "sitemap-not-built",
        `the sitemap lists addresses on another site: ${sitemap.elsewhere.join(", ")}`,
      ),
    );
  }
  const notBuilt = [...sitemap.byPath.keys()]
    .filter((sitePath) => !isPage(sitePath))
    .sort(byAddress);
  if (notBuilt.length > 0)
    siteWide.push(
      finding("sitemap-not-built", "the sitemap lists addresses with no built page", notBuilt),
    );
  const redirects = files.redirects === null ? [] : redirectRules(files.redirects, siteOrigin);
  siteWide.push(
    ...redirectFindings(redirects, (sitePath) => isPage(sitePath) || files.fileExists(sitePath)),
  );
  // An article is a page whose own node is a BlogPosting (a listing nests its articles' nodes).
  const isArticle = (row: PageRow) =>
    row.structuredData.some((block) =>
      block.nodes.some((node) => node.at === "" && node.types.includes("BlogPosting")),
    );
  const articlePages = rows.filter((row) => row.indexable && isArticle(row)).map((row) => row.path);
  const feed = readFeed(files.feed, { siteOrigin, isPage, isIndexablePage, articlePages });
  siteWide.push(...feed.findings);
  siteWide.push(...duplicateFindings(rows));

  const perPage: Finding[] = [];
  for (const row of rows) {
    perPage.push(...pageFindings(row, siteOrigin, byPath));
    if (row.inSitemap && !row.indexable) {
      perPage.push(
        finding(
          "noindex-in-sitemap",
          isNoindex(row.robots)
            ? `is in the sitemap but its robots meta says "${row.robots}"`
            : `is in the sitemap but its canonical names another page (${row.canonical})`,
          [row.path],
        ),
      );
    }
    if (row.indexable && !row.inSitemap) {
      perPage.push(
        finding("missing-from-sitemap", "is indexable but not in the sitemap", [row.path]),
      );
    }
    if (row.indexable && row.path !== "/" && row.linksIn.length === 0) {
      perPage.push(finding("orphan", "no other page links to it", [row.path]));
    }
  }

  const findings = groupedByMessage([...siteWide, ...perPage]);
  const counts = Object.fromEntries(
    SEVERITIES.map((severity) => [
      severity,
      findings.filter((f) => f.severity === severity).length,
    ]),
  ) as Record<Severity, number>;
  return {
    siteOrigin,
    pages: rows,
    findings,
    redirects,
    robots,
    feed,
    sitemapPages: sitemap.byPath.size,
    counts,
  };
}

/** The kinds of problem each page has, for the report's filter. */
export function findingsByPage(findings: readonly Finding[]): Map<string, Finding[]> {
  const byPage = new Map<string, Finding[]>();
  for (const item of findings) {
    for (const page of item.pages) byPage.set(page, [...(byPage.get(page) ?? []), item]);
  }
  return byPage;
}
