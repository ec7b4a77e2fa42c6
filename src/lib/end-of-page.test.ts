/** @jest-environment jsdom */
import { asksForEndOfPage, FOLLOW_END_MS, followEndOfPage } from "./end-of-page";

const press = (key: string, target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  defaultPrevented: false,
  target,
  ...extra,
});

describe("asksForEndOfPage", () => {
  document.body.innerHTML = `
    <a href="/x">link</a><button>b</button><input id="field"><div contenteditable="true"><p id="rich">t</p></div>
    <div role="tablist"><button role="tab" id="tab">A</button></div><input type="range" id="range">`;
  const byId = (id: string) => document.getElementById(id);

  it("is End or Ctrl+End from the page, a link or a button", () => {
    expect(asksForEndOfPage(press("End", document.body))).toBe(true);
    expect(asksForEndOfPage(press("End", document.querySelector("a")))).toBe(true);
    expect(asksForEndOfPage(press("End", document.querySelector("button")))).toBe(true);
    expect(asksForEndOfPage(press("End", document.body, { ctrlKey: true }))).toBe(true);
  });

  it("is not End where End means something else, nor a handled or modified End", () => {
    for (const id of ["field", "rich", "tab", "range"]) {
      expect(asksForEndOfPage(press("End", byId(id)))).toBe(false);
    }
    expect(asksForEndOfPage(press("End", document.body, { defaultPrevented: true }))).toBe(false);
    expect(asksForEndOfPage(press("End", document.body, { shiftKey: true }))).toBe(false);
    expect(asksForEndOfPage(press("Home", document.body))).toBe(false);
  });
});

describe("followEndOfPage", () => {
  let resized: (() => void) | null = null;
  const observe = jest.fn();
  const disconnect = jest.fn();
  class FakeResizeObserver {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe = observe;
    disconnect = disconnect;
    unobserve = jest.fn();
  }

  beforeEach(() => {
    resized = null;
    jest.clearAllMocks();
    Object.defineProperty(window, "ResizeObserver", {
      value: FakeResizeObserver,
      configurable: true,
    });
    window.scrollTo = jest.fn();
  });

  it("follows the page's growth to its end for a moment after End, then stops", () => {
    const now = jest.spyOn(window.performance, "now").mockReturnValue(1000);
    const stopAll = followEndOfPage(window);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(observe).toHaveBeenCalledWith(document.body);
    resized?.();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1000 + FOLLOW_END_MS + 1);
    resized?.();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    stopAll();
    now.mockRestore();
  });

  it("stops as soon as the visitor scrolls, taps or presses another key", () => {
    const stopAll = followEndOfPage(window);
    for (const intent of [
      new WheelEvent("wheel"),
      new KeyboardEvent("keydown", { key: "ArrowUp" }),
    ]) {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
      disconnect.mockClear();
      window.dispatchEvent(intent);
      expect(disconnect).toHaveBeenCalled();
    }
    stopAll();
  });
});
