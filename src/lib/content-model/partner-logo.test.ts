import { partnerLogoTypeProblem, unsafeSvgParts } from "./partner-logo";

describe("a partner's logo", () => {
  it("is a PNG, WebP or SVG picture", () => {
    for (const file of ["images/partners/a.png", "images/partners/b.WEBP", "images/partners/c.svg"])
      expect(partnerLogoTypeProblem(file)).toBeNull();
    expect(partnerLogoTypeProblem("images/partners/d.gif")).toBe(
      '"images/partners/d.gif" must be a PNG, WebP or SVG picture (.png, .webp or .svg)',
    );
  });

  it("as SVG, holds no script, event handler or reference to another file or site", () => {
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>';
    expect(unsafeSvgParts(plain)).toEqual([]);
    expect(unsafeSvgParts("<svg><script>alert(1)</script></svg>")).toEqual(["a script"]);
    expect(unsafeSvgParts('<svg onload="alert(1)"></svg>')).toEqual([
      "an event handler (an on… attribute)",
    ]);
    expect(unsafeSvgParts('<svg><image href="https://tracker.example/x.png"/></svg>')).toEqual([
      "a link or reference to another file or site",
    ]);
    expect(unsafeSvgParts('<svg><rect style="fill:url(https://x.example/p)"/></svg>')).toEqual([
      "a url() reference to another file or site",
    ]);
    expect(unsafeSvgParts('<svg><a xlink:href="javascript:alert(1)">x</a></svg>')).toEqual([
      "a javascript: address",
      "a link or reference to another file or site",
    ]);
  });
});
