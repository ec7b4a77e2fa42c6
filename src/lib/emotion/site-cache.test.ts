import createCache from "@emotion/cache";
import type { EmotionCache } from "@emotion/cache";
import { createSiteCache, EMOTION_CACHE_KEY } from "./site-cache";

/** The CSS the cache writes for one rule set, as the build collects it (compat mode). */
function rendered(cache: EmotionCache, styles: string): string {
  cache.compat = true;
  cache.insert(".css-test", { name: "test", styles, next: undefined }, cache.sheet, true);
  const written = cache.inserted.test;
  return typeof written === "string" ? written : "";
}

const flexRow =
  "display:flex;align-items:center;justify-content:space-between;transform:rotate(180deg);";

describe("the site's Emotion cache", () => {
  it("writes rules without vendor prefixes", () => {
    const css = rendered(createSiteCache(), flexRow);
    expect(css).toBe(
      ".css-test{display:flex;align-items:center;justify-content:space-between;transform:rotate(180deg);}",
    );
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it("keeps a prefix written by hand", () => {
    expect(rendered(createSiteCache(), "-webkit-mask-image:none;mask-image:none;")).toBe(
      ".css-test{-webkit-mask-image:none;mask-image:none;}",
    );
  });

  it("is much shorter than Emotion's default output for the same rules", () => {
    const withPrefixes = rendered(createCache({ key: EMOTION_CACHE_KEY }), flexRow);
    expect(withPrefixes).toContain("-webkit-box");
    expect(rendered(createSiteCache(), flexRow).length).toBeLessThan(withPrefixes.length / 2);
  });

  it("uses the key of every class name on the site", () => {
    expect(createSiteCache().key).toBe("css");
  });
});
