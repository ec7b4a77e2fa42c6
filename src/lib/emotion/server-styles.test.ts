/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import {
  adoptServerStyles,
  isServerStyle,
  SERVER_STYLES_ATTRIBUTE,
  serverStylesAttributeValue,
} from "./server-styles";

function pageWithServerStyles(value: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const style = doc.createElement("style");
  style.setAttribute(SERVER_STYLES_ATTRIBUTE, value);
  style.textContent = ".css-abc{color:red}";
  doc.head.append(doc.createElement("title"), style, doc.createElement("script"));
  return doc;
}

describe("server styles", () => {
  it("writes the cache key, then every name", () => {
    expect(serverStylesAttributeValue("css", ["abc", "def"])).toBe("css abc def");
  });

  it("marks the page's rules as inserted and leaves the tag where it is", () => {
    const doc = pageWithServerStyles("css abc def");
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
