/** @jest-environment jsdom */
import { PAGE_SCRIPTS_LOADER } from "./inline-scripts.generated";
import { PAINT_WAIT_AFTER_LOAD_MS, PAGE_SCRIPTS_ID } from "./scripts-after-first-paint";

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
    // One per task, in the listed order, and run in that order whenever each arrives.
    expect(added()).toEqual(["/app-1.js"]);
    expect(document.querySelector<HTMLScriptElement>("script[src]")?.async).toBe(false);
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
