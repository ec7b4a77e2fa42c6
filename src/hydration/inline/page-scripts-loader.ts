/**
 * The last script of every page (see ../scripts-after-first-paint.ts for why): starts the
 * listed scripts, once, when the first contentful paint is reported; where the browser reports
 * no paints, after the next frame. One script per task: requesting a script costs the main
 * thread a few milliseconds, and six in one go made a long task on a phone. They run in the
 * order listed (`async = false`), so the chunk mapping is defined before the app that reads it.
 */
import { PAGE_SCRIPTS_ID, PAINT_WAIT_AFTER_LOAD_MS } from "../scripts-after-first-paint";

const list = document.getElementById(PAGE_SCRIPTS_ID);
let started = false;

function start(): void {
  if (started || !list) return;
  started = true;
  const scripts = JSON.parse(list.textContent || "[]") as string[];
  let next = 0;
  (function addNext() {
    if (next >= scripts.length) return;
    const script = document.createElement("script");
    script.async = false;
    script.src = scripts[next++];
    document.body.appendChild(script);
    setTimeout(addNext, 0);
  })();
}

if (list) {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types = Observer && Observer.supportedEntryTypes;
  if (Observer && types && types.indexOf("paint") >= 0) {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
    window.addEventListener("load", () => setTimeout(start, PAINT_WAIT_AFTER_LOAD_MS));
  } else requestAnimationFrame(() => setTimeout(start, 0));
}
