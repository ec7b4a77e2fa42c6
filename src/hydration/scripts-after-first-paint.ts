/**
 * A prebuilt page paints before its scripts run. Gatsby writes its bundles as async <script>
 * tags, which run the moment they arrive: from the cache or over a fast connection that is
 * before the browser has painted anything, so the visitor looks at a blank screen while React
 * and the app evaluate (on a mid-range phone 100 to 200 ms) and the image meant to be seen
 * first shares the connection with them. The build (plugins/site-build/hydration/page-scripts.ts) replaces
 * those tags with a list of the page's scripts and a small inline loader
 * (inline/page-scripts-loader.ts) that adds them once the browser reports the first contentful
 * paint. Clicks and submits made meanwhile are held
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
