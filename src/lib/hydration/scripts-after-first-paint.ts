/**
 * A prebuilt page paints before its scripts run. Gatsby writes its bundles as async <script>
 * tags, which run the moment they arrive: from the cache or over a fast connection that is
 * before the browser has painted anything, so the visitor looks at a blank screen while React
 * and the app evaluate (on a mid-range phone 100 to 200 ms) and the image meant to be seen
 * first shares the connection with them. The build (plugins/site-build/built-html/page-scripts.ts) replaces
 * those tags with a list of the page's scripts and a small inline loader that adds them once
 * the browser reports the first contentful paint. Clicks and submits made meanwhile are held
 * by the early-interactions script and replayed after hydration, as before.
 */
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
