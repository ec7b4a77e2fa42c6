import { buildTitleReport, LAUNCH_LONG_TITLES, longTitles, titleWarnings } from "./title-length";

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

describe("buildTitleReport", () => {
  const launchArticle = {
    path: `content/${LAUNCH_LONG_TITLES[0]}`,
    name: LAUNCH_LONG_TITLES[0],
    data: { title: "l".repeat(70) },
  };

  it("folds the launch content's long titles into one line of information", () => {
    expect(buildTitleReport([launchArticle])).toEqual({
      warnings: [],
      launchNote:
        "1 page title of the launch content run past the 60 characters search results show, as the requirements wrote them (npm run validate-content lists them).",
    });
  });

  it("warns on its own line about a long title an editor added, beside the folded ones", () => {
    const report = buildTitleReport([launchArticle, article("n".repeat(64))]);
    expect(report.warnings).toEqual([
      expect.stringMatching(/^content\/blog\/a\.json: field "title" is 64 characters;/),
    ]);
    expect(report.launchNote).toMatch(/^1 page title of the launch content/);
  });

  it("names a record of a list by its slug, so a new case study is not taken for a launch one", () => {
    const studies = {
      path: "content/case-studies.json",
      name: "case-studies.json",
      data: [{ slug: "new-study", title: "c".repeat(80) }],
    };
    expect(longTitles([studies])[0].record).toBe("case-studies.json#new-study");
    expect(buildTitleReport([studies])).toEqual({
      warnings: [expect.stringMatching(/^content\/case-studies\.json: record 1/)],
      launchNote: null,
    });
  });
});
