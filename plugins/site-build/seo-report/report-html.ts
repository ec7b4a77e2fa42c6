/**
 * The SEO report drawn as one static HTML page (/admin/seo/). Everything is in the HTML: the
 * problems, the table of pages in address order, and per page (in a closed <details>, so a
 * phone lays out only what is opened) the search result and shared-link previews and the
 * structured data judged property by property. Its one script (browser/report-controls.ts)
 * only adds sorting and the filter; without it the page is complete.
 */
import {
  SEO_REPORT_FILES,
  SEO_REPORT_PATH,
  seoReportContentSecurityPolicy,
} from "../../../src/lib/seo-report-page";
import {
  FINDING_KINDS,
  SEVERITIES,
  type Finding,
  type FindingKind,
  type Severity,
} from "./finding-kinds";
import { normalisePath } from "./page-facts";
import { findingsByPage, type PageRow, type SeoReport } from "./seo-report";
import { sitePathOfUrl } from "./site-files";
import { SEARCH_RESULT } from "./search-result-width";
import { ruleType, type BlockJudgement, type NodeJudgement } from "./structured-data-rules";

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const e = escapeHtml;

/** The id of a page's details: "page-" and its path, made safe for a fragment. */
export function pageAnchor(sitePath: string): string {
  const slug =
    sitePath === "/" ? "home" : sitePath.replace(/^\//, "").replace(/[^A-Za-z0-9_-]+/g, "-");
  return `page-${slug}`;
}

const SEVERITY_HEADINGS: Record<Severity, string> = {
  error: "Errors",
  warning: "Warnings",
  notice: "Notices",
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

const pageLinks = (pages: readonly string[]) =>
  pages.map((page) => `<a href="#${pageAnchor(page)}">${e(page)}</a>`).join(", ");

/**
 * The problems by severity, then by kind: one <details> per kind (errors open), so a long list
 * of notices does not push the table down a phone's screen.
 */
function problemsSection(report: SeoReport): string {
  const { findings } = report;
  if (findings.length === 0) {
    return `<p class="all-clear">No problems found.</p>`;
  }
  return SEVERITIES.map((severity) => {
    const ofSeverity = findings.filter((f) => f.severity === severity);
    if (ofSeverity.length === 0) return "";
    const kinds = [...new Set(ofSeverity.map((f) => f.kind))];
    const groups = kinds.map((kind) => {
      const ofKind = ofSeverity.filter((f) => f.kind === kind);
      const pages = new Set(ofKind.flatMap((f) => f.pages));
      const items = ofKind.map((f) => {
        const where =
          f.pages.length === 0
            ? ""
            : ` <span class="pages">(${f.pages.length === 1 ? "" : `${f.pages.length} pages: `}${pageLinks(f.pages)})</span>`;
        return `<li>${e(f.message)}${where}</li>`;
      });
      const count =
        pages.size === 0 ? plural(ofKind.length, "finding") : plural(pages.size, "page");
      return `<details class="kind ${severity}"${severity === "error" ? " open" : ""}><summary><strong>${e(FINDING_KINDS[kind].label)}</strong> (${count})</summary><ul class="findings">${items.join("")}</ul></details>`;
    });
    return `<h3>${SEVERITY_HEADINGS[severity]} (${ofSeverity.length})</h3>${groups.join("")}`;
  }).join("");
}

/** The table's columns: heading, how the script sorts it, and the cell of a row. */
interface Column {
  heading: string;
  sort: "text" | "number";
  /** A column of sentences or lists (titles, descriptions, problems, types), given room to wrap in. */
  wide?: boolean;
  cell: (row: PageRow, problems: readonly Finding[]) => { html: string; value?: string | number };
}

const yesNo = (value: boolean) => ({
  html: value ? "yes" : "<strong>no</strong>",
  value: value ? 1 : 0,
});

function canonicalCell(row: PageRow, siteOrigin: string) {
  if (row.canonical === null) return { html: "<strong>none</strong>", value: "" };
  const self = sitePathOfUrl(row.canonical, siteOrigin) === normalisePath(row.path);
  return { html: self ? "self" : e(row.canonical), value: self ? "" : row.canonical };
}

function columns(siteOrigin: string): Column[] {
  return [
    {
      heading: "Problems",
      sort: "number",
      wide: true,
      cell: (_row, problems) => ({
        html:
          problems.length === 0
            ? "—"
            : `<ul>${problems.map((p) => `<li>${p.severity}: ${e(FINDING_KINDS[p.kind].label)}</li>`).join("")}</ul>`,
        value: problems.length,
      }),
    },
    {
      heading: "Title",
      sort: "text",
      wide: true,
      cell: (row) => ({ html: e(row.title) || "<strong>none</strong>" }),
    },
    {
      heading: "Title characters",
      sort: "number",
      cell: (row) => ({ html: String(row.title.length), value: row.title.length }),
    },
    {
      heading: "Title pixels",
      sort: "number",
      cell: (row) => ({
        html: `${Math.round(row.titleWidth)}${row.titleWidth > SEARCH_RESULT.title.maxWidthPx ? " (cut)" : ""}`,
        value: row.titleWidth,
      }),
    },
    {
      heading: "Description",
      sort: "text",
      wide: true,
      cell: (row) => ({ html: row.description ? e(row.description) : "<strong>none</strong>" }),
    },
    {
      heading: "Description characters",
      sort: "number",
      cell: (row) => ({
        html: String(row.description?.length ?? 0),
        value: row.description?.length ?? 0,
      }),
    },
    { heading: "Canonical", sort: "text", cell: (row) => canonicalCell(row, siteOrigin) },
    {
      heading: "Robots",
      sort: "text",
      cell: (row) => ({ html: e(row.robots) || "—", value: row.robots }),
    },
    { heading: "Indexable", sort: "number", cell: (row) => yesNo(row.indexable) },
    { heading: "In sitemap", sort: "number", cell: (row) => yesNo(row.inSitemap) },
    {
      heading: "Last modified",
      sort: "text",
      cell: (row) => ({ html: e(row.lastModified ?? "—"), value: row.lastModified ?? "" }),
    },
    {
      heading: "h1",
      sort: "text",
      wide: true,
      cell: (row) => ({
        html:
          row.h1.length === 1
            ? e(row.h1[0])
            : `<strong>${row.h1.length} h1</strong>${row.h1.length > 0 ? `: ${e(row.h1.join(" / "))}` : ""}`,
        value: row.h1.join(" / "),
      }),
    },
    {
      heading: "h1 count",
      sort: "number",
      cell: (row) => ({ html: String(row.h1.length), value: row.h1.length }),
    },
    {
      heading: "Words",
      sort: "number",
      cell: (row) => ({ html: row.wordCount.toLocaleString("en-GB"), value: row.wordCount }),
    },
    {
      heading: "Images without alt",
      sort: "number",
      cell: (row) => ({
        html:
          row.imagesWithoutAlt.length === 0
            ? "0"
            : `<strong>${row.imagesWithoutAlt.length}</strong>`,
        value: row.imagesWithoutAlt.length,
      }),
    },
    {
      heading: "Links in",
      sort: "number",
      cell: (row) => ({
        html:
          row.linksIn.length === 0 && row.indexable && row.path !== "/"
            ? "<strong>0 (orphan)</strong>"
            : String(row.linksIn.length),
        value: row.linksIn.length,
      }),
    },
    {
      heading: "Links out",
      sort: "number",
      cell: (row) => ({ html: String(row.links.length), value: row.links.length }),
    },
    {
      heading: "JSON-LD types",
      sort: "text",
      wide: true,
      cell: (row) => ({ html: e(row.types.join(", ")) || "—", value: row.types.join(", ") }),
    },
  ];
}

function pagesTable(report: SeoReport): string {
  const byPage = findingsByPage(report.findings);
  const cols = columns(report.siteOrigin);
  const head = [
    `<th scope="col" data-sort="text" aria-sort="ascending">Address</th>`,
    ...cols.map((col) => `<th scope="col" data-sort="${col.sort}">${e(col.heading)}</th>`),
  ].join("");
  const rows = report.pages.map((row) => {
    // Errors first, then warnings, then notices.
    const problems = [...(byPage.get(row.path) ?? [])].sort(
      (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
    );
    const kinds = [...new Set(problems.map((p) => p.kind))];
    const severities = [...new Set(problems.map((p) => p.severity))];
    const cells = cols.map((col) => {
      const { html, value } = col.cell(row, problems);
      const sortValue = value === undefined ? "" : ` data-value="${e(String(value))}"`;
      return `<td${col.wide ? ' class="wide"' : ""}${sortValue}>${html}</td>`;
    });
    return `<tr data-problems="${kinds.join(" ")}" data-severities="${severities.join(" ")}"><th scope="row" data-value="${e(row.path)}"><a href="#${pageAnchor(row.path)}">${e(row.path)}</a></th>${cells.join("")}</tr>`;
  });
  return `<div class="table-scroll" role="region" aria-labelledby="pages-caption" tabindex="0"><table id="pages-table"><caption id="pages-caption">${plural(report.pages.length, "page")}, one row each, in address order. Pixels: the width a search result sets the title in (Arial 20 px; cut past ${SEARCH_RESULT.title.maxWidthPx} px).</caption><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/** The filter's choices: every kind of problem found, with how many pages have it. */
function filterOptions(report: SeoReport): string {
  const byKind = new Map<FindingKind, Set<string>>();
  for (const f of report.findings) {
    for (const page of f.pages) byKind.set(f.kind, (byKind.get(f.kind) ?? new Set()).add(page));
  }
  const kinds = [...byKind].map(([kind, pages]) => ({
    kind,
    label: FINDING_KINDS[kind].label,
    count: pages.size,
  }));
  // The script builds its filter from this list, so the choices are the report's own.
  return `<script type="application/json" id="filter-options">${JSON.stringify(kinds).replace(/</g, "\\u003c")}</script>`;
}

function searchPreview(row: PageRow, siteOrigin: string): string {
  const crumbs =
    row.path === "/"
      ? ""
      : row.path
          .split("/")
          .filter(Boolean)
          .map((part) => ` › ${e(part)}`)
          .join("");
  const host = new URL(siteOrigin).host;
  const titleNote = `${plural(row.title.length, "character")}, ${Math.round(row.titleWidth)} px of ${SEARCH_RESULT.title.maxWidthPx} px${row.titleShown !== row.title ? ": cut" : ""}`;
  const description = row.description ?? "";
  const descriptionNote = `${plural(description.length, "character")}, ${Math.round(row.descriptionWidth)} px of ${SEARCH_RESULT.description.maxWidthPx} px${row.descriptionShown !== description.replace(/\s+/g, " ").trim() ? ": cut" : ""}`;
  return `<h4>Search result</h4><div class="serp"><p class="serp-url">${e(host)}${crumbs}</p><p class="serp-title">${e(row.titleShown) || "<em>no title</em>"}</p><p class="serp-description">${e(row.descriptionShown) || "<em>no description</em>"}</p></div><p class="measure">Title: ${titleNote}. Description: ${descriptionNote}.</p>`;
}

function cardImage(image: string | null, alt: string | null, siteOrigin: string): string {
  if (!image) return `<p class="card-image missing">No og:image</p>`;
  let src: string | null = null;
  try {
    const url = new URL(image);
    // Loaded from wherever the report is served (the card is this build's file at that path).
    if (url.origin === siteOrigin) src = `${url.pathname}${url.search}`;
  } catch {
    src = null;
  }
  if (src === null)
    return `<p class="card-image missing">og:image is on another site: ${e(image)}</p>`;
  return `<img class="card-image" src="${e(src)}" alt="${e(alt ?? "")}" width="1200" height="630" loading="lazy" decoding="async">`;
}

function openGraphPreview(row: PageRow, siteOrigin: string): string {
  const og = row.openGraph;
  const tags: [string, string | null][] = [
    ["og:title", og.title],
    ["og:description", og.description],
    ["og:image", og.image],
    ["og:image:alt", og.imageAlt],
    ["og:site_name", og.siteName],
    ["og:type", og.type],
    ["og:url", og.url],
    ["twitter:card", row.twitterCard],
  ];
  const site = og.siteName ?? new URL(siteOrigin).host;
  return `<h4>Shared link</h4><figure class="card">${cardImage(og.image, og.imageAlt, siteOrigin)}<figcaption><span class="card-site">${e(site)}</span><strong class="card-title">${e(og.title ?? "") || "<em>no og:title</em>"}</strong><span class="card-description">${e(og.description ?? "") || "<em>no og:description</em>"}</span></figcaption></figure><dl class="tags">${tags.map(([name, value]) => `<dt>${name}</dt><dd>${value === null ? "<strong>missing</strong>" : e(value)}</dd>`).join("")}</dl>`;
}

function nodeTable(node: NodeJudgement): string {
  const type = ruleType(node);
  const where = node.at === "" ? "" : ` (at ${e(node.at)})`;
  if (node.rule === null) {
    return `<p><strong>${e(node.types.join(", ") || "No @type")}</strong>${where}: no rich-result rule applies to this type.</p>`;
  }
  const { rule } = node;
  const rows = node.properties.map((p) => {
    const google = p.google ?? "—";
    const status = p.present
      ? "present"
      : p.required
        ? "<strong>missing (required)</strong>"
        : "missing";
    return `<tr><th scope="row"><code>${e(p.property)}</code></th><td>${google}</td><td>${p.required ? "yes" : "no"}</td><td>${status}</td></tr>`;
  });
  return `<table class="properties"><caption><strong>${e(type)}</strong>${where}: ${e(rule.feature)}. Source: <a href="${e(rule.source)}">${e(rule.source)}</a>${rule.note ? `. ${e(rule.note)}` : ""}</caption><thead><tr><th scope="col">Property</th><th scope="col">Google</th><th scope="col">Required</th><th scope="col">On the page</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function prettyJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

function structuredDataSection(blocks: readonly BlockJudgement[]): string {
  if (blocks.length === 0) return `<h4>Structured data</h4><p>No JSON-LD on this page.</p>`;
  const parts = blocks.map((block, index) => {
    const heading = `<h5>Block ${index + 1} of ${blocks.length}</h5>`;
    const judged =
      block.parseError !== null
        ? `<p><strong>Does not parse</strong>: ${e(block.parseError)}</p>`
        : [
            ...block.shapeProblems.map((problem) => `<p><strong>${e(problem)}</strong></p>`),
            ...block.nodes.map(nodeTable),
          ].join("");
    return `${heading}${judged}<details class="raw"><summary>JSON-LD of block ${index + 1} (its text, formatted)</summary><pre tabindex="0"><code>${e(prettyJson(block.raw))}</code></pre></details>`;
  });
  return `<h4>Structured data</h4>${parts.join("")}`;
}

function pageDetails(row: PageRow, report: SeoReport, problems: readonly Finding[]): string {
  const list =
    problems.length === 0
      ? "<p>No problems.</p>"
      : `<ul class="findings">${problems.map((p) => `<li class="${p.severity}"><strong>${p.severity}: ${e(FINDING_KINDS[p.kind].label)}</strong>: ${e(p.message)}</li>`).join("")}</ul>`;
  const status = problems.length === 0 ? "no problems" : plural(problems.length, "problem");
  return `<details class="page" id="${pageAnchor(row.path)}"><summary><h3>${e(row.path)}</h3> <span class="status">${status}</span></summary><p><a href="${e(row.path)}">Open ${e(row.path)}</a></p>${list}${searchPreview(row, report.siteOrigin)}${openGraphPreview(row, report.siteOrigin)}${structuredDataSection(row.structuredData)}</details>`;
}

function siteFilesSection(report: SeoReport): string {
  const robots = report.robots;
  const feed = report.feed;
  // What became of each redirect's target, as the findings say.
  const targetOf = (rule: (typeof report.redirects)[number]) => {
    if (rule.kind === "other") return "a rewrite or a Function: not checked";
    const about = report.findings.find(
      (f) =>
        (f.kind === "redirect" || f.kind === "redirect-chain") && f.pages.includes(rule.fromPath),
    );
    if (about?.kind === "redirect") return "<strong>not built</strong>";
    if (about?.kind === "redirect-chain") return "<strong>redirects again</strong>";
    return "built";
  };
  const redirects =
    report.redirects.length === 0
      ? "<p>No redirects.</p>"
      : `<div class="table-scroll" role="region" aria-labelledby="redirects-caption" tabindex="0"><table><caption id="redirects-caption">${plural(report.redirects.length, "rule")} in _redirects</caption><thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Target</th></tr></thead><tbody>${report.redirects.map((r) => `<tr><td>${e(r.from)}</td><td>${e(r.to)}</td><td>${e(r.status)}</td><td>${targetOf(r)}</td></tr>`).join("")}</tbody></table></div>`;
  return `<h3>Sitemap</h3><p>${plural(report.sitemapPages, "address", "addresses")} in the sitemap (<a href="/sitemap-index.xml">sitemap-index.xml</a>).</p><h3>robots.txt</h3><p>Sitemaps named: ${robots.sitemaps.map(e).join(", ") || "none"}. Disallowed for every crawler: ${robots.disallowed.map((d) => `<code>${e(d)}</code>`).join(", ") || "nothing"}.</p><h3>Feed</h3><p>${feed.title === null ? "No feed title." : `“${e(feed.title)}”`}: ${plural(feed.items.length, "item")} (<a href="/rss.xml">rss.xml</a>).</p><h3>Redirects</h3>${redirects}`;
}

export interface ReportPageOptions {
  /** When the build ran, as the page states it. */
  builtAt: Date;
}

export function reportHtml(report: SeoReport, { builtAt }: ReportPageOptions): string {
  const byPage = findingsByPage(report.findings);
  const { error, warning, notice } = report.counts;
  const summary = `${plural(report.pages.length, "page")}, ${plural(error, "error")}, ${plural(warning, "warning")}, ${plural(notice, "notice")}`;
  const when = builtAt
    .toISOString()
    .replace("T", " ")
    .replace(/:\d\d\.\d+Z$/, " UTC");
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${e(seoReportContentSecurityPolicy("meta"))}">
<title>SEO report: ${e(summary)}</title>
<link rel="stylesheet" href="${SEO_REPORT_PATH}/${SEO_REPORT_FILES.styles}">
<script src="${SEO_REPORT_PATH}/${SEO_REPORT_FILES.script}" defer></script>
</head>
<body>
<header>
<h1>SEO report</h1>
<p>Built ${e(when)} for ${e(report.siteOrigin)}: ${e(summary)}.</p>
<nav aria-label="Report"><ul><li><a href="#problems">Problems</a></li><li><a href="#pages">Pages</a></li><li><a href="#previews">Previews and structured data</a></li><li><a href="#site-files">Sitemap, robots.txt, feed, redirects</a></li></ul></nav>
</header>
<main>
<section aria-labelledby="problems"><h2 id="problems">Problems</h2>${problemsSection(report)}</section>
<section aria-labelledby="pages"><h2 id="pages">Pages</h2><div id="table-controls"></div><p id="rows-status" role="status">${plural(report.pages.length, "page")}, in address order.</p>${filterOptions(report)}${pagesTable(report)}</section>
<section aria-labelledby="previews"><h2 id="previews">Previews and structured data</h2><p>Each page as a search result and as a shared link shows it, drawn from its own tags, and its JSON-LD judged against the documented properties.</p>${report.pages.map((row) => pageDetails(row, report, byPage.get(row.path) ?? [])).join("\n")}</section>
<section aria-labelledby="site-files"><h2 id="site-files">Sitemap, robots.txt, feed, redirects</h2>${siteFilesSection(report)}</section>
</main>
</body>
</html>
`;
}
