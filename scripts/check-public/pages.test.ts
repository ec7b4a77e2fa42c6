import { isCheckedPage, pagePathOf } from "./pages";

describe("pagePathOf", () => {
  it.each([
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["services/cloud/index.html", "/services/cloud"],
    ["404.html", "/404.html"],
    ["rss.xml", null],
  ])("%s serves %s", (file, expected) => {
    expect(pagePathOf(file)).toBe(expected);
  });
});

describe("isCheckedPage", () => {
  it("skips not-found pages, the /About alias and the emergency-support redirect", () => {
    for (const path of [
      "/404",
      "/404.html",
      "/dev-404-page",
      "/About",
      "/services/emergency-support",
    ]) {
      expect(isCheckedPage(path)).toBe(false);
    }
    expect(isCheckedPage("/about")).toBe(true);
  });
});
