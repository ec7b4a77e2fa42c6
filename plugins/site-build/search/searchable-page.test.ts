import { isSearchablePage } from "./searchable-page";

const page = (head: string, main: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head>${head}</head><body><header>Menu</header>${main}</body></html>`;

describe("isSearchablePage", () => {
  it("takes a page whose main content is marked for the index", () => {
    expect(
      isSearchablePage(page("<title>About</title>", '<main data-pagefind-body="">About</main>')),
    ).toBe(true);
  });

  it("leaves out a page the layout did not mark (a listing, the search page)", () => {
    expect(isSearchablePage(page("<title>Blogs</title>", "<main>Latest Insights</main>"))).toBe(
      false,
    );
  });

  it("leaves out a page that asks search engines not to index it, however the tag is written", () => {
    for (const robots of [
      '<meta name="robots" content="noindex"/>',
      '<meta name="ROBOTS" content="noindex, follow">',
      '<meta content="nofollow,NOINDEX" name="robots">',
    ]) {
      expect(isSearchablePage(page(robots, '<main data-pagefind-body="">Not found</main>'))).toBe(
        false,
      );
    }
  });

  it("keeps a page whose robots tag allows indexing", () => {
    const robots = '<meta name="robots" content="max-image-preview:large"/>';
    expect(isSearchablePage(page(robots, '<main data-pagefind-body="">Plans</main>'))).toBe(true);
  });

  it("is not fooled by the words in the page's text", () => {
    const main =
      '<main data-pagefind-body="">Add &lt;meta name="robots" content="noindex"&gt; to hide a page.</main>';
    expect(isSearchablePage(page("", main))).toBe(true);
    expect(isSearchablePage(page("", "<main>data-pagefind-body</main>"))).toBe(false);
  });
});
