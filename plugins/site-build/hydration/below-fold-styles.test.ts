import {
  belowFoldStylesFile,
  ICON_MASK_RULE,
  splitBelowFoldStyles,
  topLevelBlocks,
} from "./below-fold-styles";

const css = [
  "body{margin:0}",
  ".css-top{color:red;animation:animation-x 1s}",
  "@media (max-width: 767px){.css-top{color:blue}}",
  ".css-part{gap:1px;animation:animation-y 1s}",
  ".css-part:hover .css-inner{gap:2px}",
  "@media (max-width: 767px){.css-part{gap:3px}}",
  ".css-shared{margin:0}",
  ".css-foot{padding:0}",
  '.css-quote::before{content:"}"}',
  "@keyframes animation-x{from{opacity:0}}",
  "@keyframes animation-y{from{opacity:0}}",
  "@keyframes animation-x-2{to{opacity:1}}",
].join("");

const placeholder = '<link rel="stylesheet" href="/styles-below-fold.css" data-emotion-ssr="css"/>';

const page = (styles = css) =>
  `<!DOCTYPE html><html><head><style data-emotion-ssr="css g1">${styles}</style></head><body>` +
  `<header class="css-top"><p class="css-shared">top</p></header><main><h1>Hi</h1>${placeholder}` +
  `<div data-on-demand="stats" class="css-part"><p class="css-shared css-quote">x</p></div></main>` +
  `<footer class="css-foot"><footer class="css-top">inner</footer></footer></body></html>`;

describe("topLevelBlocks", () => {
  it("splits rules, @media blocks and @keyframes, braces inside strings included", () => {
    expect(topLevelBlocks(css)).toHaveLength(12);
    expect(topLevelBlocks(css)[8]).toBe('.css-quote::before{content:"}"}');
  });
});

describe("splitBelowFoldStyles", () => {
  it("moves the rules only the parts and the footer use into a sheet linked before them", () => {
    const { html, sheet } = splitBelowFoldStyles(page());
    expect(sheet?.css).toBe(
      ".css-part{gap:1px;animation:animation-y 1s}.css-part:hover .css-inner{gap:2px}@media (max-width: 767px){.css-part{gap:3px}}" +
        '.css-foot{padding:0}.css-quote::before{content:"}"}' +
        // Animations no rule in the head names (a longer name that starts the same is another).
        "@keyframes animation-y{from{opacity:0}}@keyframes animation-x-2{to{opacity:1}}",
    );
    expect(sheet?.path).toBe(belowFoldStylesFile(sheet?.css ?? ""));
    expect(sheet?.path).toMatch(/^\/styles-[0-9a-f]{20}\.css$/);
    // Global rules, rules of the first screen and of classes used above too, and the
    // animations they name stay.
    expect(html).toContain(
      '<style data-emotion-ssr="css g1">body{margin:0}.css-top{color:red;animation:animation-x 1s}@media (max-width: 767px){.css-top{color:blue}}.css-shared{margin:0}@keyframes animation-x{from{opacity:0}}</style>',
    );
    expect(html).toContain(
      `</h1><link rel="stylesheet" href="${sheet?.path}" data-emotion-ssr="css"/><div data-on-demand="stats"`,
    );
  });

  it("leaves a page alone that links no sheet, or whose sheet has its address already", () => {
    const plain = `<html><head><style data-emotion-ssr="css">.css-a{}</style></head><body><main class="css-a"></main></body></html>`;
    expect(splitBelowFoldStyles(plain)).toEqual({ html: plain, sheet: null });
    const once = splitBelowFoldStyles(page()).html;
    expect(splitBelowFoldStyles(once)).toEqual({ html: once, sheet: null });
  });

  it("gives the link an (empty) sheet when nothing moves, as React renders the link anyway", () => {
    const { html, sheet } = splitBelowFoldStyles(page("body{margin:0}.css-top{color:red}"));
    expect(sheet).toEqual({ path: belowFoldStylesFile(""), css: "" });
    expect(html).toContain(`<link rel="stylesheet" href="${belowFoldStylesFile("")}"`);
  });
});

describe("splitBelowFoldStyles: icons and hidden elements", () => {
  const arrow =
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-arrow-right" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>';
  const styles = ".css-top{color:red}.css-menu{gap:1px}.css-card{gap:2px}.css-open{gap:3px}";
  const html =
    `<!DOCTYPE html><html><head><style data-emotion-ssr="css">${styles}</style></head><body>` +
    `<header class="css-top"><div hidden class="css-menu">menu</div><button>${arrow}</button></header>` +
    `<main><link rel="stylesheet" href="/styles-below-fold.css" data-emotion-ssr="css"/>` +
    `<div data-on-demand="grid" data-stays-prebuilt=""><a class="css-card">A ${arrow}</a>` +
    `<a class="css-card">B ${arrow}<svg width="9" height="9" role="img" aria-label="Chart"><rect/></svg></a></div>` +
    `<div data-on-demand="faq"><div hidden class="css-open">answer</div></div></main></body></html>`;

  it("draws the decorative icons of parts that stay prebuilt once, as a mask from the sheet", () => {
    const { html: out, sheet } = splitBelowFoldStyles(html);
    const masks = out.match(
      /<svg width="16" height="16" class="i i-[0-9a-f]{8}" aria-hidden="true"><\/svg>/g,
    );
    expect(masks).toHaveLength(2);
    expect(new Set(masks).size).toBe(1);
    // The header's icon is hydrated with its part of the page: it stays as it is.
    expect(out).toContain(`<button>${arrow}</button>`);
    // An image with a name is content, not decoration.
    expect(out).toContain('<svg width="9" height="9" role="img" aria-label="Chart"><rect/></svg>');
    expect(sheet?.css).toContain(ICON_MASK_RULE);
    expect(sheet?.css).toMatch(
      /\.i-[0-9a-f]{8}\{--i:url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2'%3E%3Cpath d='M5 12h14'%3E%3C\/path%3E/,
    );
  });

  it("moves the rules only hidden elements of hydrated parts use to the sheet, even above its link", () => {
    const { html: out, sheet } = splitBelowFoldStyles(html);
    expect(out).toContain('<style data-emotion-ssr="css">.css-top{color:red}</style>');
    expect(sheet?.css).toContain(".css-card{gap:2px}");
    expect(sheet?.css).toContain(".css-open{gap:3px}");
    expect(sheet?.css).toContain(".css-menu{gap:1px}");
  });
});
