/** @jest-environment jsdom */
import {
  PAINT_WAIT_AFTER_LOAD_MS,
  PAGE_SCRIPTS_ID,
  PAGE_SCRIPTS_LOADER,
  pageScriptList,
  withScriptsAfterFirstPaint,
} from "./scripts-after-first-paint";

describe("withScriptsAfterFirstPaint", () => {
  const built =
    "<html><body><main></main>" +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>' +
    '<script type="application/ld+json">{}</script>' +
    '<script src="https://www.google.com/recaptcha/api.js"></script></body></html>';

  it("turns Gatsby's async tags and the page's chunks into one list and the loader", () => {
    const page = withScriptsAfterFirstPaint(built, ["/commons-3.js", "/component-4.js"]);
    expect(page).toBe(
      "<html><body><main></main>" +
        '<script type="application/ld+json">{}</script>' +
        '<script src="https://www.google.com/recaptcha/api.js"></script>' +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">` +
        '["/webpack-runtime-1.js","/app-2.js","/commons-3.js","/component-4.js"]</script>' +
        `<script>${PAGE_SCRIPTS_LOADER}</script></body></html>`,
    );
    expect(pageScriptList(page)).toEqual([
      "/webpack-runtime-1.js",
      "/app-2.js",
      "/commons-3.js",
      "/component-4.js",
    ]);
  });

  it("gives the same page when it runs again on its own output", () => {
    const once = withScriptsAfterFirstPaint(built, ["/component-4.js"]);
    expect(withScriptsAfterFirstPaint(once, ["/component-4.js"])).toBe(once);
  });

  it("keeps the list free of anything that could close its tag", () => {
    const page = withScriptsAfterFirstPaint(built, ["/a</script>.js"]);
    expect(page.match(/<\/script>/g)).toHaveLength(4);
    expect(pageScriptList(page)).toContain("/a</script>.js");
  });

  it("refuses a page cut off before its end", () => {
    expect(() => withScriptsAfterFirstPaint("<p>cut off", ["/a.js"])).toThrow("</body>");
  });

  it("finds no list in a page without one", () => {
    expect(pageScriptList(built)).toEqual([]);
  });
});

describe("the loader", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let paintCallbacks: PaintCallback[];
  let frames: FrameRequestCallback[];

  /** A page with the list and the loader, run as the browser runs the inline script. */
  function loadPage(options: { reportsPaints: boolean }) {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">["/app-1.js","/page-2.js"]</script>`;
    paintCallbacks = [];
    frames = [];
    class FakeObserver {
      static supportedEntryTypes = options.reportsPaints ? ["paint", "navigation"] : ["navigation"];
      constructor(private callback: PaintCallback) {}
      observe() {
        paintCallbacks.push(this.callback);
      }
      disconnect() {
        paintCallbacks = paintCallbacks.filter((callback) => callback !== this.callback);
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    new Function(PAGE_SCRIPTS_LOADER)();
  }
  const added = () =>
    Array.from(document.body.querySelectorAll("script[src]"), (s) => s.getAttribute("src"));
  const paint = (name: string) =>
    paintCallbacks.forEach((callback) =>
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    );
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("adds nothing until the first contentful paint, then every listed script once", () => {
    loadPage({ reportsPaints: true });
    expect(added()).toEqual([]);
    paint("first-paint");
    expect(added()).toEqual([]);
    paint("first-contentful-paint");
    // One per task, in the listed order.
    expect(added()).toEqual(["/app-1.js"]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(["/app-1.js", "/page-2.js"]);
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    expect(added()).toEqual(["/app-1.js", "/page-2.js"]);
  });

  it("waits for the paint past the load event, then starts anyway after a while", () => {
    loadPage({ reportsPaints: true });
    window.dispatchEvent(new Event("load"));
    nextFrame();
    jest.advanceTimersByTime(PAINT_WAIT_AFTER_LOAD_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(added()).toEqual(["/app-1.js", "/page-2.js"]);
  });

  it("starts after the next frame where the browser reports no paints", () => {
    loadPage({ reportsPaints: false });
    expect(paintCallbacks).toEqual([]);
    nextFrame();
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(["/app-1.js", "/page-2.js"]);
  });
});
