/** @jest-environment jsdom */
import {
  isSearchShortcut,
  onSearchRequested,
  opensElsewhere,
  requestSearch,
} from "./search-events";

const key = (
  key: string,
  extra: Partial<KeyboardEvent> = {},
  target: EventTarget | null = null,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target ?? document.body,
  ...extra,
});

describe("isSearchShortcut", () => {
  it("opens on Ctrl+K and Cmd+K, in a field too, and on / outside fields", () => {
    const field = document.createElement("input");
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }, field))).toBe(true);
    expect(isSearchShortcut(key("/"))).toBe(true);
  });

  it("leaves / to a visitor typing it, and other keys alone", () => {
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    const inside = document.createElement("span");
    editable.append(inside);
    for (const target of [
      document.createElement("input"),
      document.createElement("textarea"),
      document.createElement("select"),
      inside,
    ]) {
      expect(isSearchShortcut(key("/", {}, target))).toBe(false);
    }
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }))).toBe(false);
  });
});

describe("requestSearch", () => {
  it("hands the control that asked to every listener, until it stops listening", () => {
    const opener = document.createElement("a");
    const heard: Array<Element | null> = [];
    const stop = onSearchRequested((element) => heard.push(element));
    requestSearch(opener);
    stop();
    requestSearch(null);
    expect(heard).toEqual([opener]);
  });
});

describe("opensElsewhere", () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it("is true for a middle click or a click with a modifier, false for a plain click", () => {
    expect(opensElsewhere(click)).toBe(false);
    expect(opensElsewhere({ ...click, button: 1 })).toBe(true);
    expect(opensElsewhere({ ...click, ctrlKey: true })).toBe(true);
    expect(opensElsewhere({ ...click, metaKey: true })).toBe(true);
    expect(opensElsewhere({ ...click, shiftKey: true })).toBe(true);
  });
});
