import { belowFoldStylesFile, splitBelowFoldStyles, topLevelBlocks } from "./below-fold-styles";

const css = [
  "body{margin:0}",
  ".css-top{color:red}",
  "@media (max-width: 767px){.css-top{color:blue}}",
  ".css-part{gap:1px}",
  ".css-part:hover .css-inner{gap:2px}",
  "@media (max-width: 767px){.css-part{gap:3px}}",
  ".css-shared{margin:0}",
  ".css-foot{padding:0}",
  '.css-quote::before{content:"}"}',
  "@keyframes animation-x{from{opacity:0}}",
].join("");

const page = (styles = css) =>
  `<!DOCTYPE html><html><head><style data-emotion-ssr="css g1">${styles}</style></head><body>` +
  `<header class="css-top"><p class="css-shared">top</p></header><main><h1>Hi</h1>` +
  `<div data-on-demand="stats" class="css-part"><p class="css-shared css-quote">x</p></div></main>` +
  `<footer class="css-foot"><footer class="css-top">inner</footer></footer></body></html>`;

describe("topLevelBlocks", () => {
  it("splits rules, @media blocks and @keyframes, braces inside strings included", () => {
    expect(topLevelBlocks(css)).toHaveLength(10);
    expect(topLevelBlocks(css)[8]).toBe('.css-quote::before{content:"}"}');
  });
});

describe("splitBelowFoldStyles", () => {
  it("moves the rules only the parts and the footer use into a sheet linked before them", () => {
    const { html, sheet } = splitBelowFoldStyles(page());
    expect(sheet?.css).toBe(
      ".css-part{gap:1px}.css-part:hover .css-inner{gap:2px}@media (max-width: 767px){.css-part{gap:3px}}" +
        '.css-foot{padding:0}.css-quote::before{content:"}"}',
    );
    expect(sheet?.path).toBe(belowFoldStylesFile(sheet?.css ?? ""));
    expect(sheet?.path).toMatch(/^\/styles-[0-9a-f]{20}\.css$/);
    // Global rules, keyframes, rules of the first screen and of classes used above too stay.
    expect(html).toContain(
      '<style data-emotion-ssr="css g1">body{margin:0}.css-top{color:red}@media (max-width: 767px){.css-top{color:blue}}.css-shared{margin:0}@keyframes animation-x{from{opacity:0}}</style>',
    );
    expect(html).toContain(
      `</h1><link rel="stylesheet" href="${sheet?.path}" data-emotion-ssr="css"/><div data-on-demand="stats"`,
    );
  });

  it("leaves a page alone that has no sections below the fold, nothing to move, or its sheet", () => {
    const plain = `<html><head><style data-emotion-ssr="css">.css-a{}</style></head><body><main class="css-a"></main></body></html>`;
    expect(splitBelowFoldStyles(plain)).toEqual({ html: plain, sheet: null });
    const once = splitBelowFoldStyles(page()).html;
    expect(splitBelowFoldStyles(once)).toEqual({ html: once, sheet: null });
    const nothingBelow = page("body{margin:0}.css-top{color:red}");
    expect(splitBelowFoldStyles(nothingBelow)).toEqual({ html: nothingBelow, sheet: null });
  });
});
