/** The build's content check on the legal texts: one clear line per mistake an editor can make. */
import { loadContentFiles } from "../../../plugins/site-build/pre-build/load-content";
import { validateContentFiles, type ContentFile } from "../content-model/validate-content";
import { CONTENT_DIR } from "../../../test-support/site-facts";

type Doc = {
  lastUpdated: string;
  intro: string[];
  sections: { heading: string; blocks: Record<string, unknown>[] }[];
};

const allImagesExist = () => true;

function withLegalChange(slug: string, change: (doc: Doc) => void): ContentFile[] {
  return loadContentFiles(CONTENT_DIR).map((file) => {
    if (file.name !== `legal/${slug}.json`) return file;
    const data = structuredClone(file.data) as Doc;
    change(data);
    return { ...file, data };
  });
}

const errorsAfter = (slug: string, change: (doc: Doc) => void) =>
  validateContentFiles(withLegalChange(slug, change), allImagesExist);

describe("legal texts in the content check", () => {
  it("reads content/legal/ and accepts the committed texts", () => {
    const files = loadContentFiles(CONTENT_DIR);
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "legal/privacy-policy.json",
        "legal/cookie-policy.json",
        "legal/terms-of-service.json",
      ]),
    );
    expect(validateContentFiles(files, allImagesExist)).toEqual([]);
  });

  it("holds each page to its number of sections (7, 6, 11)", () => {
    expect(errorsAfter("privacy-policy", (d) => d.sections.pop())).toEqual([
      'content/legal/privacy-policy.json: field "sections": must have exactly 7 entries (found 6)',
    ]);
    expect(errorsAfter("cookie-policy", (d) => d.sections.push(d.sections[0]))).toEqual([
      'content/legal/cookie-policy.json: field "sections": must have exactly 6 entries (found 7)',
    ]);
    expect(errorsAfter("terms-of-service", (d) => d.sections.splice(3, 1))).toEqual([
      'content/legal/terms-of-service.json: field "sections": must have exactly 11 entries (found 10)',
    ]);
  });

  it("names file, field and placeholder for an unknown placeholder", () => {
    const errors = errorsAfter("privacy-policy", (d) => {
      d.sections[0].blocks[2].text = "Write to {privacyMail}.";
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/legal\/privacy-policy\.json: field "sections\[0\]\.blocks\[2\]\.text": unknown placeholder \{privacyMail\} \(known placeholders: /,
    );
  });

  it("keeps placeholders out of headings, which are shown as written", () => {
    expect(
      errorsAfter("terms-of-service", (d) => {
        d.sections[1].heading = "2. About {brandName}";
      }),
    ).toEqual([
      'content/legal/terms-of-service.json: field "sections[1].heading": is shown as written: placeholders and links work only in the intro, paragraphs, lists and tables',
    ]);
  });

  it("says what a block of each type needs", () => {
    expect(
      errorsAfter("cookie-policy", (d) => {
        d.sections[0].blocks[0] = { type: "list", text: "one item" };
      }),
    ).toEqual([
      'content/legal/cookie-policy.json: field "sections[0].blocks[0].items": is missing (a list block needs it)',
      'content/legal/cookie-policy.json: field "sections[0].blocks[0].text": does not belong to a list block (it needs only items)',
    ]);
  });

  it("checks that every table row fits the columns", () => {
    expect(
      errorsAfter("cookie-policy", (d) => {
        const table = d.sections[2].blocks[1] as { rows: string[][] };
        table.rows[0] = table.rows[0].slice(0, 4);
      }),
    ).toEqual([
      'content/legal/cookie-policy.json: field "sections[2].blocks[1].rows[0]": has 4 cells but the table has 5 columns',
    ]);
  });

  it("wants the last updated date as a real YYYY-MM-DD date", () => {
    expect(errorsAfter("terms-of-service", (d) => (d.lastUpdated = "23 November 2026"))).toEqual([
      'content/legal/terms-of-service.json: field "lastUpdated": "23 November 2026" must be a date written as YYYY-MM-DD, e.g. "2026-11-23"',
    ]);
    expect(errorsAfter("terms-of-service", (d) => (d.lastUpdated = "2026-02-30"))).toEqual([
      'content/legal/terms-of-service.json: field "lastUpdated": "2026-02-30" is not a day of the calendar: February 2026 has 28 days',
    ]);
    expect(errorsAfter("terms-of-service", (d) => (d.lastUpdated = "2026-13-01"))).toEqual([
      'content/legal/terms-of-service.json: field "lastUpdated": "2026-13-01" is not a day of the calendar: month 13 does not exist (months run from 1 to 12)',
    ]);
  });

  it("reports a missing legal file and an unexpected one", () => {
    const files = loadContentFiles(CONTENT_DIR)
      .filter((f) => f.name !== "legal/cookie-policy.json")
      .concat({
        path: "content/legal/refund-policy.json",
        name: "legal/refund-policy.json",
        data: {},
      });
    expect(validateContentFiles(files, allImagesExist)).toEqual([
      "content/legal/cookie-policy.json: file is missing",
      "content/legal/refund-policy.json: is not the text of a legal page (expected one of: privacy-policy.json, cookie-policy.json, terms-of-service.json)",
    ]);
  });

  it("rejects a link that goes nowhere useful", () => {
    const errors = errorsAfter("terms-of-service", (d) => {
      d.intro[0] = "See [our policy](privacy).";
    });
    expect(errors).toEqual([
      'content/legal/terms-of-service.json: field "intro[0]": the link "[our policy](privacy)" must point to a page of this site (starting with /), an https:// address or a phone number (tel:+44...)',
    ]);
  });
});
