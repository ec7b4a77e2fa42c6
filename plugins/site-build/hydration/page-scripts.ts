/**
 * The build's rewrite of each finished page's scripts (see
 * src/hydration/scripts-after-first-paint.ts for why): Gatsby's async bundle tags and the page's own chunks
 * become one list that the inline loader starts after the first contentful paint, Gatsby's
 * inline chunk mapping moves to a file of its own, and Gatsby's inline page globals join the
 * loader's script.
 */
import { PAGE_SCRIPTS_LOADER } from "../../../src/hydration/inline-scripts.generated";
import { PAGE_SCRIPTS_ID } from "../../../src/hydration/scripts-after-first-paint";
import {
  attributesOf,
  BuiltPage,
  contentEnd,
  insertion,
  parsedPage,
  removal,
  textOf,
  withEdits,
  type BuiltElement,
  type SourceEdit,
} from "../built-html/built-html";

/**
 * Gatsby's inline `window.___chunkMapping`: the script files of every template on the site, the
 * same on every page (about 1 KB compressed). The browser needs it only to prefetch other pages,
 * so the build moves it to one cacheable file (chunkMappingFile) at the head of the page's list.
 */
const CHUNK_MAPPING_ID = "gatsby-chunk-mapping";

const scriptsWith = (page: BuiltPage, test: (attributes: Record<string, string>) => boolean) =>
  page.named("script").filter((script) => test(attributesOf(script)));

function chunkMappingScripts(page: BuiltPage): BuiltElement[] {
  return scriptsWith(page, ({ id, src }) => id === CHUNK_MAPPING_ID && src === undefined);
}

/** The body of the page's inline chunk-mapping script, trimmed; null if it has none. */
export function inlineChunkMapping(html: string | BuiltPage): string | null {
  const scripts = chunkMappingScripts(parsedPage(html));
  if (scripts.length > 1) throw new Error("the page has more than one chunk-mapping script");
  return scripts.length === 0 ? null : textOf(scripts[0]).trim();
}

/** The edits that take the inline chunk-mapping script out of a page. */
export function chunkMappingRemoval(page: BuiltPage): SourceEdit[] {
  return chunkMappingScripts(page).map(removal);
}

/** The page without its inline chunk-mapping script. */
export function withoutInlineChunkMapping(html: string): string {
  return withEdits(html, chunkMappingRemoval(new BuiltPage(html)));
}

/** The site path of the file holding the chunk mapping, named by its content's hash. */
export function chunkMappingFile(contentHash: string): string {
  if (!/^[0-9a-f]{20}$/.test(contentHash)) throw new Error(`not a 20-digit hash: ${contentHash}`);
  return `/chunk-mapping-${contentHash}.js`;
}

/**
 * Gatsby's inline scripts that only set page globals for its bundles: `window.pagePath` (in its
 * "gatsby-script-loader") and `window.___webpackCompilationHash`. Every inline script costs the
 * page a hash in its Content-Security-Policy, 44 random characters that do not compress (about
 * 50 bytes of the first round trip each), so their statements open the loader's one script:
 * the bundles that read them start only after it has run. A script that sets anything else is
 * left where it is.
 */
const GLOBAL_STATEMENT = String.raw`window\.(pagePath|___webpackCompilationHash)="(?:[^"\\<]|\\.)*";`;
const GATSBY_GLOBALS_SCRIPT = new RegExp(
  String.raw`^(?:\/\*<!\[CDATA\[\*\/)?((?:${GLOBAL_STATEMENT})+)(?:\/\*\]\]>\*\/)?$`,
);

/** The statements of a Gatsby page-globals script, without its CDATA comments; null if it is not one. */
export function gatsbyGlobalStatements(text: string): string | null {
  return GATSBY_GLOBALS_SCRIPT.exec(text.trim())?.[1] ?? null;
}

/**
 * The globals a loader written by an earlier run opens with ("" if none); null if the script
 * is not such a loader.
 */
function loaderGlobals(text: string): string | null {
  if (!text.endsWith(PAGE_SCRIPTS_LOADER)) return null;
  const globals = text.slice(0, -PAGE_SCRIPTS_LOADER.length);
  return globals === "" || gatsbyGlobalStatements(globals) !== null ? globals : null;
}

/**
 * The statements (GLOBAL_STATEMENT, each already checked by gatsbyGlobalStatements), one for
 * each global: a later one replaces an earlier one in place.
 */
function mergedGlobals(statements: readonly string[]): string {
  const byGlobal = new Map<string, string>();
  for (const text of statements) {
    for (const statement of text.matchAll(new RegExp(GLOBAL_STATEMENT, "g"))) {
      byGlobal.set(statement[1], statement[0]);
    }
  }
  return [...byGlobal.values()].join("");
}

/** Gatsby's tags for its bundles: `<script src="/app-1.js" async></script>`, nothing else on them. */
const isBundleTag = (attributes: Record<string, string>) =>
  Object.keys(attributes).sort().join() === "async,src" && /^\/[^"]+\.js$/.test(attributes.src);

const isScriptList = ({ id, type }: Record<string, string>) =>
  id === PAGE_SCRIPTS_ID && type === "application/json";

/** The scripts listed for the loader in a built page, in order (none if it has no list). */
export function pageScriptList(html: string): string[] {
  return scriptsWith(new BuiltPage(html), isScriptList).flatMap(
    (list) => JSON.parse(textOf(list)) as string[],
  );
}

/**
 * The page with its async script tags and `pageChunks` turned into one list and the loader at
 * the end of its body; `leading` scripts come first (the chunk mapping). Running it again on
 * its own output (same build) changes nothing; on a page whose script tags Gatsby wrote anew
 * (a later build), the new tags replace the old list.
 */
export function withScriptsAfterFirstPaint(
  html: string,
  pageChunks: readonly string[],
  leading: readonly string[] = [],
): string {
  return withEdits(html, scriptListEdits(new BuiltPage(html), pageChunks, leading));
}

/** The edits withScriptsAfterFirstPaint makes, found in a parsed page. */
export function scriptListEdits(
  page: BuiltPage,
  pageChunks: readonly string[],
  leading: readonly string[] = [],
): SourceEdit[] {
  const body = page.first("body");
  if (!body?.sourceCodeLocation?.endTag) throw new Error("the page has no </body>");
  const bundleTags = scriptsWith(page, isBundleTag);
  const lists = scriptsWith(page, isScriptList);
  const inline = scriptsWith(page, ({ src, type }) => src === undefined && type === undefined);
  const globalScripts = inline.filter((script) => gatsbyGlobalStatements(textOf(script)) !== null);
  const loaders = inline.filter((script) => loaderGlobals(textOf(script)) !== null);
  // Those an earlier run kept, each replaced by Gatsby's own when it wrote it again (this
  // build): a rewrite of the scripts alone sets the compilation hash anew but not pagePath.
  const globals = mergedGlobals([
    ...loaders.map((loader) => loaderGlobals(textOf(loader)) ?? ""),
    ...globalScripts.map((script) => gatsbyGlobalStatements(textOf(script)) ?? ""),
  ]);
  // Gatsby rewrites the scripts of an existing page in place when only they changed (its
  // "_gatsby-scripts" slice): tags in the page then mean the list beside them is last build's.
  const current =
    bundleTags.length > 0
      ? bundleTags.map((tag) => attributesOf(tag).src)
      : lists.flatMap((list) => JSON.parse(textOf(list)) as string[]);
  const scripts = [...new Set([...leading, ...current, ...pageChunks])];
  // No "<" may end the data block early; paths have none, but the list is data all the same.
  const list = JSON.stringify(scripts).replace(/</g, "\\u003c");
  const tags = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script><script>${globals}${PAGE_SCRIPTS_LOADER}</script>`;
  return [
    ...[...bundleTags, ...lists, ...loaders, ...globalScripts].map(removal),
    insertion(contentEnd(body), tags),
  ];
}
