import { isSearchablePage } from "./searchable-page";

const page = (head: string, main: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head>${head}</head><body><header>Menu</header>${main}</body></html>`;

describe("isSearchablePage", () => {
  it("takes a page whose main content is marked for the index", () => {
    expect(
      isSearchablePage(
        page("<title>About</title>", '<main data-pagefind-body="">About</main>'),
        "/page",
      ),
    ).toBe(true);
  });

  it("leaves out a page the layout did not mark (a listing, the search page)", () => {
    expect(
      isSearchablePage(page("<title>Blogs</title>", "<main>Latest Insights</main>"), "/page"),
    ).toBe(false);
  });

  it("leaves out a page that asks search engines not to index it, however the tag is written", () => {
    for (const robots of [
      '<meta name="robots" content="noindex"/>',
      '<meta name="ROBOTS" content="noindex, follow">',
      '<meta content="nofollow,NOINDEX" name="robots">',
    ]) {
      expect(
        isSearchablePage(page(robots, '<main data-pagefind-body="">Not found</main>'), "/page"),
      ).toBe(false);
    }
  });

  it("keeps a page whose robots tag allows indexing", () => {
    const robots = '<meta name="robots" content="max-image-preview:large"/>';
    expect(
      isSearchablePage(page(robots, '<main data-pagefind-body="">Plans</main>'), "/page"),
    ).toBe(true);
  });

  it("is not fooled by the words in the page's text", () => {
    const main =
      '<main data-pagefind-body="">Add &lt;meta name="robots" content="noindex"&gt; to hide a page.</main>';
    expect(isSearchablePage(page("", main), "/page")).toBe(true);
    expect(isSearchablePage(page("", "<main>data-pagefind-body</main>"), "/page")).toBe(false);
  });

  it("leaves out a copy whose canonical address is another page's, and keeps the page it names", () => {
    const head = '<link rel="canonical" href="https://www.example.co.uk/about"/>';
    const main = '<main data-pagefind-body="">About</main>';
    expect(isSearchablePage(page(head, main), "/About")).toBe(false);
    expect(isSearchablePage(page(head, main), "/about")).toBe(true);
    // The same pages after the Netlify adapter moved them to about.html and About.html.
    expect(isSearchablePage(page(head, main), "/about.html")).toBe(true);
    expect(isSearchablePage(page(head, main), "/About.html")).toBe(false);
  });
});
