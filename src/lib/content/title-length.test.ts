import { titleWarnings } from "./title-length";

const article = (title: string) => ({
  path: "content/blog/a.json",
  name: "blog/a.json",
  data: { title },
});

describe("titleWarnings", () => {
  it("is silent for titles of 60 characters or fewer", () => {
    expect(titleWarnings([article("x".repeat(60))])).toEqual([]);
  });

  it("warns about an article's title past 60 characters, saying how long it is", () => {
    expect(titleWarnings([article("x".repeat(61))])).toEqual([
      'content/blog/a.json: field "title" is 61 characters; search results show about 60, so they will cut it. A title of 60 characters or fewer reads whole.',
    ]);
  });

  it("names the record of a long service or case study title", () => {
    const services = {
      path: "content/services.json",
      name: "services.json",
      data: [{ title: "Short" }, { title: "y".repeat(70) }],
    };
    expect(titleWarnings([services])).toEqual([
      expect.stringMatching(
        /^content\/services\.json: record 2 \("y+"\): field "title" is 70 characters;/,
      ),
    ]);
  });

  it("leaves other files alone", () => {
    const faqs = {
      path: "content/faqs.json",
      name: "faqs.json",
      data: [{ title: "z".repeat(90) }],
    };
    expect(titleWarnings([faqs])).toEqual([]);
  });
});
