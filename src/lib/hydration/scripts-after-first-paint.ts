/**
 * A prebuilt page paints before its scripts run. Gatsby writes its bundles as async <script>
 * tags, which run the moment they arrive: from the cache or over a fast connection that is
 * before the browser has painted anything, so the visitor looks at a blank screen while React
 * and the app evaluate (on a mid-range phone 100 to 200 ms) and the image meant to be seen
 * first shares the connection with them. The build (scripts/write-page-scripts.ts) replaces
 * those tags with a list of the page's scripts and a small inline loader that adds them once
 * the browser reports the first contentful paint. Clicks and submits made meanwhile are held
 * by the early-interactions script and replayed after hydration, as before.
 */
import {
  attributesOf,
  BuiltPage,
  contentEnd,
  insertion,
  removal,
  textOf,
  withEdits,
  type BuiltElement,
} from "../built-html";

/** The id of the JSON list of the page's scripts, which the loader reads. */
export const PAGE_SCRIPTS_ID = "page-scripts";

/**
 * How long after the load event the loader waits for the first contentful paint before it
 * starts the scripts anyway: a safety net, so that a page whose paint is never reported still
 * comes to life. A tab opened in the background reports its paint only once it is shown, so
 * its scripts start by this timer instead.
 */
export const PAINT_WAIT_AFTER_LOAD_MS = 3000;

/**
 * Starts the listed scripts, once, when the first contentful paint is reported; where the
 * browser reports no paints, after the next frame. One script per task: requesting a script
 * costs the main thread a few milliseconds, and six in one go made a long task on a phone.
 * They run in the order listed (`async = false`), so the chunk mapping is defined before the
 * app that reads it.
 */
export const PAGE_SCRIPTS_LOADER = `(function(){var d=document,w=window,l=d.getElementById("${PAGE_SCRIPTS_ID}"),started=false;if(!l)return;function start(){if(started)return;started=true;var s=JSON.parse(l.textContent||"[]"),i=0;(function next(){if(i>=s.length)return;var e=d.createElement("script");e.async=false;e.src=s[i++];d.body.appendChild(e);setTimeout(next,0)})()}var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes;if(types&&types.indexOf("paint")>=0){var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});o.observe({type:"paint",buffered:true});w.addEventListener("load",function(){setTimeout(start,${PAINT_WAIT_AFTER_LOAD_MS})})}else requestAnimationFrame(function(){setTimeout(start,0)})})();`;

/**
 * Gatsby's inline `window.___chunkMapping`: the script files of every template on the site, the
 * same on every page (about 1 KB compressed, 7% of an article's document). The browser needs it
 * only to prefetch other pages, so the build moves it to one cacheable file (chunkMappingFile)
 * at the head of the page's list.
 */
const CHUNK_MAPPING_ID = "gatsby-chunk-mapping";

const scriptsWith = (page: BuiltPage, test: (attributes: Record<string, string>) => boolean) =>
  page.named("script").filter((script) => test(attributesOf(script)));

function chunkMappingScripts(page: BuiltPage): BuiltElement[] {
  return scriptsWith(page, ({ id, src }) => id === CHUNK_MAPPING_ID && src === undefined);
}

/** The body of the page's inline chunk-mapping script, trimmed; null if it has none. */
export function inlineChunkMapping(html: string): string | null {
  const scripts = chunkMappingScripts(new BuiltPage(html));
  if (scripts.length > 1) throw new Error("the page has more than one chunk-mapping script");
  return scripts.length === 0 ? null : textOf(scripts[0]).trim();
}

/** The page without its inline chunk-mapping script. */
export function withoutInlineChunkMapping(html: string): string {
  return withEdits(html, chunkMappingScripts(new BuiltPage(html)).map(removal));
}

/** The site path of the file holding the chunk mapping, named by its content's hash. */
export function chunkMappingFile(contentHash: string): string {
  if (!/^[0-9a-f]{20}$/.test(contentHash)) throw new Error(`not a 20-digit hash: ${contentHash}`);
  return `/chunk-mapping-${contentHash}.js`;
}

/** Gatsby's tags for its bundles: `<script src="/app-1.js" async></script>`, nothing else on them. */
const isBundleTag = (attributes: Record<string, string>) =>
  Object.keys(attributes).sort().join() === "async,src" &&
  /^\/[^"]+\.js$/.test(attributes.src);

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
  const page = new BuiltPage(html);
  const body = page.first("body");
  if (!body?.sourceCodeLocation?.endTag) throw new Error("the page has no </body>");
  const bundleTags = scriptsWith(page, isBundleTag);
  const lists = scriptsWith(page, isScriptList);
  const loaders = scriptsWith(page, ({ src }) => src === undefined).filter(
    (script) => textOf(script) === PAGE_SCRIPTS_LOADER,
  );
  // Gatsby rewrites the scripts of an existing page in place when only they changed (its
  // "_gatsby-scripts" slice): tags in the page then mean the list beside them is last build's.
  const current =
    bundleTags.length > 0
      ? bundleTags.map((tag) => attributesOf(tag).src)
      : lists.flatMap((list) => JSON.parse(textOf(list)) as string[]);
  const scripts = [...new Set([...leading, ...current, ...pageChunks])];
  // No "<" may end the data block early; paths have none, but the list is data all the same.
  const list = JSON.stringify(scripts).replace(/</g, "\\u003c");
  const tags = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script><script>${PAGE_SCRIPTS_LOADER}</script>`;
  return withEdits(html, [
    ...[...bundleTags, ...lists, ...loaders].map(removal),
    insertion(contentEnd(body), tags),
  ]);
}
