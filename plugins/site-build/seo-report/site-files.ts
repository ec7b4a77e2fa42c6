/**
 * The site-wide files search engines read beside the pages, each read and checked on its own:
 * the sitemap (which pages, last modified when), robots.txt (what crawlers may fetch, where the
 * sitemap is), the RSS feed (which articles) and public/_redirects (which old addresses lead
 * where). Pure: the caller hands in each file's text and what the build holds.
 */
import { finding, type Finding } from "./finding-kinds";
import { normalisePath } from "./page-facts";

/** A site path from a URL on the site's origin (decoded), or null for another site. */
export function sitePathOfUrl(url: string, siteOrigin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return null;
  }
  if (parsed.origin !== siteOrigin) return null;
  try {
    return normalisePath(decodeURIComponent(parsed.pathname));
  } catch {
    return normalisePath(parsed.pathname);
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/** The text of the first <tag> inside an XML fragment, or null. */
function xmlField(fragment: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(fragment);
  return match ? unescapeXml(match[1]) : null;
}

export interface SitemapEntry {
  /** The <loc> as written. */
  loc: string;
  lastmod: string | null;
}

/** The <url> entries of a sitemap file (gatsby-plugin-sitemap's sitemap-N.xml). */
export function sitemapEntries(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap((match) => {
    const loc = xmlField(match[1], "loc");
    return loc === null ? [] : [{ loc, lastmod: xmlField(match[1], "lastmod") }];
  });
}

export interface RobotsSummary {
  /** The Disallow rules for every crawler (User-agent: *). */
  disallowed: string[];
  /** The Sitemap lines' URLs. */
  sitemaps: string[];
  findings: Finding[];
}

/** Whether a robots.txt Disallow rule (a path prefix, * and $ as in Google's reading) covers a path. */
export function robotsRuleCovers(rule: string, sitePath: string): boolean {
  if (rule === "") return false;
  const pattern = rule
    .split("*")
    .map((part) => part.replace(/[.+?^{}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}`).test(sitePath);
}

/**
 * robots.txt: it exists, lets every crawler in, names a sitemap on the site's address that the
 * build wrote, and blocks none of the pages meant to be found.
 */
export function readRobots(
  text: string | null,
  {
    siteOrigin,
    fileExists,
    indexablePages,
  }: {
    siteOrigin: string;
    fileExists: (sitePath: string) => boolean;
    indexablePages: readonly string[];
  },
): RobotsSummary {
  if (text === null) {
    return {
      disallowed: [],
      sitemaps: [],
      findings: [finding("robots", "robots.txt is missing from the build")],
    };
  }
  const disallowed: string[] = [];
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    const separator = line.indexOf(":");
    if (separator === -1) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === "sitemap") sitemaps.push(value);
    else if (field === "user-agent") {
      // A User-agent line after rules starts a new group.
      agents = inRules ? [value] : [...agents, value];
      inRules = false;
    } else if (field === "disallow" || field === "allow") {
      inRules = true;
      if (field === "disallow" && agents.includes("*") && value !== "") disallowed.push(value);
    }
  }
  const findings: Finding[] = [];
  if (disallowed.includes("/")) {
    findings.push(finding("robots", 'robots.txt disallows the whole site ("Disallow: /")'));
  }
  const blocked = indexablePages.filter((page) =>
    disallowed.some((rule) => robotsRuleCovers(rule, page)),
  );
  if (blocked.length > 0 && !disallowed.includes("/")) {
    findings.push(finding("robots", "robots.txt blocks pages meant to be indexed", blocked));
  }
  if (sitemaps.length === 0) findings.push(finding("robots", "robots.txt names no sitemap"));
  for (const url of sitemaps) {
    const sitePath = sitePathOfUrl(url, siteOrigin);
    if (sitePath === null) {
      findings.push(
        finding(
          "robots",
          `robots.txt names a sitemap at another address: ${url} (site: ${siteOrigin})`,
        ),
      );
    } else if (!fileExists(sitePath)) {
      findings.push(
        finding("robots", `robots.txt names a sitemap the build did not write: ${url}`),
      );
    }
  }
  return { disallowed, sitemaps, findings };
}

export interface FeedItem {
  title: string;
  link: string;
  /** The site path it links to, or null when it leads off the site. */
  path: string | null;
}

export interface FeedSummary {
  title: string | null;
  items: FeedItem[];
  findings: Finding[];
}

/**
 * The RSS feed (rss.xml): it exists, and every item leads to a built page that may be indexed;
 * every article page is in it.
 */
export function readFeed(
  text: string | null,
  {
    siteOrigin,
    isIndexablePage,
    isPage,
    articlePages,
  }: {
    siteOrigin: string;
    isPage: (sitePath: string) => boolean;
    isIndexablePage: (sitePath: string) => boolean;
    articlePages: readonly string[];
  },
): FeedSummary {
  if (text === null) {
    return {
      title: null,
      items: [],
      findings: [finding("feed", "rss.xml is missing from the build")],
    };
  }
  const channel = /<channel>([\s\S]*?)(<item>|<\/channel>)/.exec(text)?.[1] ?? "";
  const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => {
    const link = xmlField(match[1], "link") ?? "";
    return {
      title: xmlField(match[1], "title") ?? "",
      link,
      path: sitePathOfUrl(link, siteOrigin),
    };
  });
  const findings: Finding[] = [];
  if (!/<rss[\s>]/.test(text) || !/<channel>/.test(text)) {
    findings.push(finding("feed", "rss.xml is not an RSS document (no <rss> or <channel>)"));
  }
  const offSite = items.filter((item) => item.path === null);
  if (offSite.length > 0) {
    findings.push(
      finding(
        "feed",
        `feed items link to another address: ${offSite.map((item) => item.link).join(", ")}`,
      ),
    );
  }
  const onSite = items.flatMap((item) => (item.path === null ? [] : [item.path]));
  const notBuilt = onSite.filter((sitePath) => !isPage(sitePath));
  if (notBuilt.length > 0) {
    findings.push(finding("feed", "feed items link to pages that were not built", notBuilt));
  }
  const notIndexable = onSite.filter((p) => isPage(p) && !isIndexablePage(p));
  if (notIndexable.length > 0) {
    findings.push(finding("feed", "feed items link to pages that are not indexable", notIndexable));
  }
  const listed = new Set(onSite);
  const missing = articlePages.filter((sitePath) => !listed.has(sitePath));
  if (missing.length > 0) {
    findings.push(finding("feed", "articles missing from the feed", missing));
  }
  return { title: xmlField(channel, "title"), items, findings };
}

export interface RedirectRule {
  /** As written in the file. */
  from: string;
  /** The site path it answers (no final slash). */
  fromPath: string;
  to: string;
  status: string;
  /** What the rule is, checked or not: "redirect" from path to path, else Netlify's own. */
  kind: "redirect" | "other";
  /** The site path it leads to, for a redirect within the site. */
  targetPath: string | null;
}

/** The rules of a `_redirects` file (Netlify's format: from, to, status, one rule a line). */
export function redirectRules(text: string, siteOrigin: string): RedirectRule[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) return [];
    const code = Number(status.replace(/!$/, ""));
    const isRedirect = code >= 300 && code < 400 && !from.includes("*") && !from.includes(":");
    const targetPath = isRedirect ? sitePathOfUrl(to, siteOrigin) : null;
    return [
      {
        from,
        fromPath: sitePathOfUrl(from, siteOrigin) ?? from,
        to,
        status,
        kind: isRedirect ? "redirect" : "other",
        targetPath,
      },
    ];
  });
}

/** Redirects whose target was not built, and redirects that lead to another redirect. */
export function redirectFindings(
  rules: readonly RedirectRule[],
  isBuilt: (sitePath: string) => boolean,
): Finding[] {
  const sources = new Set(rules.filter((r) => r.kind === "redirect").map((r) => r.fromPath));
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (rule.kind !== "redirect" || rule.targetPath === null) continue;
    if (sources.has(rule.targetPath)) {
      findings.push(
        finding(
          "redirect-chain",
          `${rule.from} redirects to ${rule.targetPath}, which redirects again`,
          [rule.fromPath],
        ),
      );
    } else if (!isBuilt(rule.targetPath)) {
      findings.push(
        finding("redirect", `${rule.from} redirects to ${rule.to}, which was not built`, [
          rule.fromPath,
        ]),
      );
    }
  }
  return findings;
}

/** Sitemap lines: which pages the sitemap lists, each with its last modified date. */
export function sitemapIndex(xmls: readonly string[], siteOrigin: string) {
  const byPath = new Map<string, SitemapEntry>();
  const elsewhere: string[] = [];
  for (const xml of xmls) {
    for (const entry of sitemapEntries(xml)) {
      const sitePath = sitePathOfUrl(entry.loc, siteOrigin);
      if (sitePath === null) elsewhere.push(entry.loc);
      else byPath.set(sitePath, entry);
    }
  }
  return { byPath, elsewhere };
}
