import path from "node:path";
import { loadContentFiles } from "../../../plugins/site-build/pre-build/load-content";
import { LAUNCH_LONG_TITLES, longTitles, titleReport, titleWarnings } from "./title-length";

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

describe("titleReport", () => {
  const accepted = { record: "blog/a.json", title: "l".repeat(70) };

  it("folds a launch record's accepted long title into one line of information", () => {
    expect(titleReport([article(accepted.title)], [accepted])).toEqual({
      warnings: [],
      launchNote:
        "1 page title of the launch content run past the 60 characters search results show, as the requirements wrote them (npm run validate-content -- --all-titles lists them).",
    });
  });

  it("warns in full about a launch title the editor changed", () => {
    const changed = `${accepted.title.slice(0, -1)}m`;
    expect(titleReport([article(changed)], [accepted])).toEqual({
      warnings: [expect.stringMatching(/^content\/blog\/a\.json: field "title" is 70 characters;/)],
      launchNote: null,
    });
  });

  it("warns on its own line about a long title an editor added, beside the folded ones", () => {
    const other = {
      path: "content/blog/b.json",
      name: "blog/b.json",
      data: { title: "n".repeat(64) },
    };
    const report = titleReport([article(accepted.title), other], [accepted]);
    expect(report.warnings).toEqual([
      expect.stringMatching(/^content\/blog\/b\.json: field "title" is 64 characters;/),
    ]);
    expect(report.launchNote).toMatch(/^1 page title of the launch content/);
  });

  it("names a record of a list by its slug, so a new case study is not taken for a launch one", () => {
    const title = "c".repeat(80);
    const studies = {
      path: "content/case-studies.json",
      name: "case-studies.json",
      data: [{ slug: "new-study", title }],
    };
    expect(longTitles([studies])[0].record).toBe("case-studies.json#new-study");
    expect(titleReport([studies], [{ record: "case-studies.json#other", title }])).toEqual({
      warnings: [expect.stringMatching(/^content\/case-studies\.json: record 1/)],
      launchNote: null,
    });
  });

  it("folds every long title of the launch content, and only those", () => {
    const files = loadContentFiles(path.join(__dirname, "..", "..", "..", "content"));
    const report = titleReport(files);
    expect(report.warnings).toEqual([]);
    expect(report.launchNote).toMatch(
      new RegExp(`^${LAUNCH_LONG_TITLES.length} page titles of the launch content`),
    );
    expect(longTitles(files).map(({ record, title }) => ({ record, title }))).toEqual(
      expect.arrayContaining([...LAUNCH_LONG_TITLES]),
    );
  });
});
