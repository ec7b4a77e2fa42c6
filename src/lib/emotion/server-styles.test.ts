/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import {
  adoptServerStyles,
  isServerStyle,
  SERVER_STYLES_ATTRIBUTE,
  serverStyleNames,
  serverStylesAttributeValue,
} from "./server-styles";

function pageWithServerStyles(value: string, css = ".css-abc{color:red}"): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const style = doc.createElement("style");
  style.setAttribute(SERVER_STYLES_ATTRIBUTE, value);
  style.textContent = css;
  doc.head.append(doc.createElement("title"), style, doc.createElement("script"));
  return doc;
}

describe("server styles", () => {
  const css =
    "body{margin:0}.css-abc{color:red}.css-abc:hover{color:blue}" +
    "@media (max-width: 767px){.css-d-e1{display:none}}" +
    "@keyframes animation-k1{from{opacity:0}}.css-f2{animation:animation-k1 1s}";

  it("writes the cache key, then only the names the CSS does not spell out", () => {
    expect(
      serverStylesAttributeValue("css", ["global1", "abc", "d-e1", "animation-k1", "f2"], css),
    ).toBe("css global1");
  });

  it("reads back every name: the listed ones, the classes and the keyframes", () => {
    expect(serverStyleNames("css global1", css)).toEqual({
      key: "css",
      names: ["global1", "abc", "d-e1", "f2", "animation-k1"],
    });
    expect(serverStyleNames("", "")).toEqual({ key: "", names: [] });
  });

  it("round-trips what the server rendered", () => {
    const names = ["global1", "abc", "d-e1", "animation-k1", "f2"];
    const value = serverStylesAttributeValue("css", names, css);
    expect(serverStyleNames(value, css).names.sort()).toEqual([...names].sort());
  });

  it("marks the page's rules as inserted and leaves the tag where it is", () => {
    const doc = pageWithServerStyles("css def");
    const tag = doc.head.children[1];
    const cache = createCache({ key: "css", container: doc.head });
    adoptServerStyles(cache, doc);
    expect(cache.inserted.abc).toBe(true);
    expect(cache.inserted.def).toBe(true);
    expect(isServerStyle("abc")).toBe(true);
    expect(isServerStyle("def")).toBe(true);
    expect(isServerStyle("never-rendered")).toBe(false);
    expect(doc.head.children[1]).toBe(tag);
    expect(doc.head.lastElementChild?.tagName).toBe("SCRIPT");
  });

  it("adopts the rules of a linked sheet of the sections below the fold once it has loaded", () => {
    const doc = pageWithServerStyles("css", ".css-abc{color:red}");
    const link = doc.createElement("link");
    link.setAttribute(SERVER_STYLES_ATTRIBUTE, "css");
    // jsdom loads no linked sheets: a <style>'s parsed sheet (jsdom parses it in the window's
    // document only) stands in for the loaded one.
    const parsed = document.createElement("style");
    parsed.textContent =
      ".css-below1{color:blue}@media (max-width: 767px){.css-below2{display:none}}" +
      "@keyframes animation-below3{from{opacity:0}}";
    document.head.append(parsed);
    Object.defineProperty(link, "sheet", { value: parsed.sheet });
    parsed.remove();
    const pending = doc.createElement("link");
    pending.setAttribute(SERVER_STYLES_ATTRIBUTE, "css");
    doc.body.append(link, pending);
    const cache = createCache({ key: "css", container: doc.head });
    adoptServerStyles(cache, doc);
    expect(cache.inserted.abc).toBe(true);
    expect(cache.inserted.below1).toBe(true);
    expect(cache.inserted.below2).toBe(true);
    expect(cache.inserted["animation-below3"]).toBe(true);
  });

  it("ignores the rules of another cache key", () => {
    const doc = pageWithServerStyles("other xyz");
    const cache = createCache({ key: "css", container: doc.head });
    adoptServerStyles(cache, doc);
    expect(cache.inserted.xyz).toBeUndefined();
    expect(isServerStyle("xyz")).toBe(false);
  });

  it("Emotion itself does not pick the tag up (it would move it to the end of the head)", () => {
    // Emotion's cache looks in the global document.
    const style = document.createElement("style");
    style.setAttribute(SERVER_STYLES_ATTRIBUTE, "css abc");
    document.head.append(style, document.createElement("script"));
    createCache({ key: "css" });
    expect(style.nextElementSibling?.tagName).toBe("SCRIPT");
    expect(style.hasAttribute("data-s")).toBe(false);
  });
});
