/**
 * What one built page says about itself to search engines and to a shared link, read from its
 * HTML with the build's own parser (built-html/built-html.ts: parse5, as a browser parses it):
 * its title, description, canonical, robots, headings, words, images, links, Open Graph tags and
 * JSON-LD blocks, exactly as written (nothing is derived from content/ again).
 */
import { internalPath } from "../built-html/internal-links";
import { attributesOf, BuiltPage, textOf, type BuiltElement } from "../built-html/built-html";

export interface OpenGraphTags {
  title: string | null;
  description: string | null;
  image: string | null;
  imageAlt: string | null;
  siteName: string | null;
  type: string | null;
  url: string | null;
}

export interface PageFacts {
  /** The site path, "/" or "/about". */
  path: string;
  /** The first <title>'s text ("" when there is none), and how many the head has. */
  title: string;
  titleCount: number;
  /** The meta description, or null when the page has none. */
  description: string | null;
  descriptionCount: number;
  /** The canonical link's href, or null. */
  canonical: string | null;
  /** The meta robots content ("" when there is none). */
  robots: string;
  /** The text of each <h1>, in order. */
  h1: string[];
  /** Words in the page's main content (<main>, else <body>), scripts and styles left out. */
  wordCount: number;
  /** The src of each <img> without an alt attribute (alt="" marks a decorative image: fine). */
  imagesWithoutAlt: string[];
  /** The site paths the page's links lead to, itself left out, each once, in order. */
  links: string[];
  openGraph: OpenGraphTags;
  twitterCard: string | null;
  /** The text of each <script type="application/ld+json">. */
  jsonLd: string[];
}

/** Elements whose text is not read as words. */
const NOT_WORDS = new Set(["script", "style", "noscript", "template", "svg"]);

type ParseNode = BuiltElement["childNodes"][number];

/** The text an element shows (its descendants' text nodes), whitespace collapsed. */
export function visibleText(element: BuiltElement): string {
  const parts: string[] = [];
  const visit = (node: ParseNode) => {
    if (node.nodeName === "#text" && "value" in node) parts.push(node.value);
    else if ("tagName" in node && !NOT_WORDS.has(node.tagName)) {
      for (const child of node.childNodes) visit(child);
    }
  };
  for (const child of element.childNodes) visit(child);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** Words: runs of text with a letter or a digit in them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A site path without a final slash ("/about/" and "/about" are one page). */
export function normalisePath(sitePath: string): string {
  return sitePath.length > 1 ? sitePath.replace(/\/+$/, "") || "/" : sitePath;
}

export function readPageFacts(
  html: string,
  { path, siteOrigin }: { path: string; siteOrigin: string },
): PageFacts {
  const page = new BuiltPage(html);
  const inHead = (element: BuiltElement) => {
    for (
      let node = element.parentNode;
      node;
      node = "parentNode" in node ? node.parentNode : null
    ) {
      if ("tagName" in node && node.tagName === "head") return true;
    }
    return false;
  };
  const metas = page.named("meta").map(attributesOf);
  const metaContents = (key: "name" | "property", value: string) =>
    metas.filter((meta) => meta[key] === value).map((meta) => meta.content ?? "");
  const firstMeta = (key: "name" | "property", value: string) =>
    metaContents(key, value)[0] ?? null;

  const titles = page.named("title").filter(inHead);
  const descriptions = metaContents("name", "description");
  const canonical = page
    .named("link")
    .map(attributesOf)
    .find((link) => link.rel?.split(/\s+/).includes("canonical"));

  const main = page.first("main") ?? page.first("body");
  const pageUrl = `${siteOrigin}${path}`;
  const links = new Set<string>();
  for (const anchor of page.named("a")) {
    const href = attributesOf(anchor).href;
    if (href === undefined) continue;
    const target = internalPath(href, pageUrl, siteOrigin);
    if (target !== null && normalisePath(target) !== normalisePath(path)) {
      links.add(normalisePath(target));
    }
  }

  return {
    path,
    title: titles[0] ? textOf(titles[0]).replace(/\s+/g, " ").trim() : "",
    titleCount: titles.length,
    description: descriptions.length > 0 ? descriptions[0].trim() : null,
    descriptionCount: descriptions.length,
    canonical: canonical?.href ?? null,
    robots: firstMeta("name", "robots") ?? "",
    h1: page.named("h1").map(visibleText),
    wordCount: main ? countWords(visibleText(main)) : 0,
    imagesWithoutAlt: page
      .named("img")
      .map(attributesOf)
      .filter((image) => image.alt === undefined)
      .map((image) => image.src ?? ""),
    links: [...links],
    openGraph: {
      title: firstMeta("property", "og:title"),
      description: firstMeta("property", "og:description"),
      image: firstMeta("property", "og:image"),
      imageAlt: firstMeta("property", "og:image:alt"),
      siteName: firstMeta("property", "og:site_name"),
      type: firstMeta("property", "og:type"),
      url: firstMeta("property", "og:url"),
    },
    twitterCard: firstMeta("name", "twitter:card"),
    jsonLd: page
      .named("script")
      .filter((script) => attributesOf(script).type === "application/ld+json")
      .map(textOf),
  };
}
