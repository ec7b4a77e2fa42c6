import {
  arialWidth,
  isCutInSearchResults,
  searchResultText,
  searchResultWidth,
} from "./search-result-width";

describe("search result widths (Arial's advance widths)", () => {
  it("measures text as Arial sets it", () => {
    // "W" is 1,933 units of 2,048 and "i" 455: at 20 px, 18.9 px and 4.4 px.
    expect(arialWidth("W", 20)).toBe(18.9);
    expect(arialWidth("i", 20)).toBe(4.4);
    expect(arialWidth("Wi", 20)).toBe(23.3);
    // A character outside the table counts as an "n".
    expect(arialWidth("ж", 20)).toBe(arialWidth("n", 20));
  });

  it("measures titles at 20 px and descriptions at 13 px", () => {
    expect(searchResultWidth("title", "mmmm")).toBe(arialWidth("mmmm", 20));
    expect(searchResultWidth("description", "mmmm")).toBe(arialWidth("mmmm", 13));
  });

  it("keeps a title that fits whole", () => {
    const title = "Stress-Free IT for SMEs | Northbridge IT";
    expect(isCutInSearchResults("title", title)).toBe(false);
    expect(searchResultText("title", title)).toBe(title);
  });

  it("cuts a title past 600 px after a whole word, with an ellipsis that fits too", () => {
    const title = "How AI Is Changing IT Support for UK Small Businesses | Northbridge Insights";
    expect(isCutInSearchResults("title", title)).toBe(true);
    const shown = searchResultText("title", title);
    expect(shown).toBe("How AI Is Changing IT Support for UK Small Businesses | …");
    expect(arialWidth(shown, 20)).toBeLessThanOrEqual(600);
  });

  it("cuts the same number of characters sooner when they are wide", () => {
    const narrow = "i".repeat(130);
    const wide = "W".repeat(140);
    expect(isCutInSearchResults("title", narrow)).toBe(false);
    expect(isCutInSearchResults("title", wide)).toBe(true);
    // One word wider than the line is cut inside the word.
    expect(searchResultText("title", wide)).toMatch(/^W+ …$/);
  });

  it("cuts a description past 920 px (about 155 to 160 characters of prose)", () => {
    const prose =
      "Northbridge IT provides managed IT support, cyber security, cloud and private AI services for UK SMEs. London-based, proactive and fixed-price, with people you can call.";
    expect(prose.length).toBeGreaterThan(160);
    const shown = searchResultText("description", prose);
    expect(shown.endsWith(" …")).toBe(true);
    expect(shown.length).toBeGreaterThanOrEqual(150);
    expect(shown.length).toBeLessThanOrEqual(162);
  });
});
