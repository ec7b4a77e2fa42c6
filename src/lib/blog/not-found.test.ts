import { BLOG_NOT_FOUND_TITLE, isArticlePath, notFoundCopy } from "./not-found";

describe("notFoundCopy", () => {
  it("says the blog metadata was not found for an unknown article address", () => {
    expect(notFoundCopy("/blogs/no-such-post")).toMatchObject({
      title: BLOG_NOT_FOUND_TITLE,
      back: { to: "/blogs", label: "Back to Blogs" },
    });
    expect(BLOG_NOT_FOUND_TITLE).toBe("Blog metadata not found");
  });

  it("keeps the generic page elsewhere, including the build's own address", () => {
    for (const pathname of [
      "/no-such-page",
      "/blogs",
      "/blogs/",
      "/404.html",
      "/404/",
      undefined,
    ]) {
      expect(notFoundCopy(pathname)).toMatchObject({
        title: "Page not found",
        back: { to: "/", label: "Back to Home" },
      });
    }
  });

  it("recognises article addresses", () => {
    expect(isArticlePath("/blogs/x")).toBe(true);
    expect(isArticlePath("/blogs/x/y")).toBe(true);
    expect(isArticlePath("/Blogs/x")).toBe(true);
    expect(isArticlePath("/blogsx")).toBe(false);
  });
});
