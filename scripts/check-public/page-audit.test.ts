import { auditPage, duplicateProblems } from "./page-audit";

const origin = "http://localhost:9000";
const description = "A description that is long enough to pass the fifty character minimum.";
const built = new Set(["index.html", "about/index.html", "static/logo.png"]);
const fileExists = (relative: string) => built.has(relative);

function page({
  head = "",
  body = "<h1>Heading</h1>",
  title = "About | Brand",
  meta = description,
} = {}) {
  return `<!DOCTYPE html><html><head><title>${title}</title>
    <meta name="description" content="${meta}"/>
    <link rel="canonical" href="${origin}/about"/>${head}</head><body>${body}</body></html>`;
}

const audit = (html: string) => auditPage(html, { path: "/about", siteOrigin: origin, fileExists });

describe("auditPage", () => {
  it("passes a complete page and reads its title and description", () => {
    const result = audit(
      page({ body: '<h1>Hi</h1><a href="/">Home</a><img src="/static/logo.png" alt="">' }),
    );
    expect(result.problems).toEqual([]);
    expect(result.title).toBe("About | Brand");
    expect(result.description).toBe(description);
  });

  it("requires exactly one h1", () => {
    expect(audit(page({ body: "<h1>a</h1><h1>b</h1>" })).problems).toEqual([
      "has 2 <h1> elements (expected exactly one)",
    ]);
  });

  it("flags an empty title and a short description", () => {
    const problems = audit(page({ title: "", meta: "Too short." })).problems;
    expect(problems).toContain("has an empty <title>");
    expect(problems.some((p) => p.startsWith("meta description is 10 characters"))).toBe(true);
  });

  it("flags a relative canonical", () => {
    const html = page().replace(`${origin}/about`, "/about");
    expect(audit(html).problems).toEqual(['canonical is not absolute: "/about"']);
  });

  it("reports broken internal references but not external, mail or fragment links", () => {
    const body = `<h1>x</h1><a href="/missing?a=1">x</a><a href="https://example.com/x">x</a>
      <a href="mailto:a@b.c">m</a><a href="#top">t</a><img srcset="/static/logo.png 1x, /static/gone.png 2x" alt="">`;
    expect(audit(page({ body })).problems).toEqual([
      "internal reference does not resolve: /missing?a=1",
      "internal reference does not resolve: /static/gone.png",
    ]);
  });

  it("checks the JSON-LD blocks", () => {
    const head = '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(audit(page({ head })).problems).toEqual(["JSON-LD node has no @type"]);
  });
});

describe("duplicateProblems", () => {
  it("names pages sharing a title or description", () => {
    const a = { path: "/a", title: "T", description: "D", problems: [] };
    const b = { path: "/b", title: "T", description: "E", problems: [] };
    expect(duplicateProblems([a, b])).toEqual(['title "T" is shared by /a, /b']);
  });
});
