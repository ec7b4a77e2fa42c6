import fs from "node:fs";
import path from "node:path";
import { ARTICLES_COLLECTION, contentFileOfEntry, type CmsContentFile } from "./cms-collections";
import {
  articleFile,
  contentProblems,
  fileDataFromEntry,
  imageInContent,
  recordFromForm,
  withArticleSlug,
} from "./cms-entry";
import { entryFromFileText, fileTextFromEntry } from "./cms-file-format";
import { loadContentFiles } from "../../site-build/pre-build/load-content";
import { COLLECTION_SCHEMAS } from "../../../src/lib/content-model/schemas";
import { validateContentFiles } from "../../../src/lib/content-model/validate-content";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const read = (name: string) => fs.readFileSync(path.join(contentDir, name), "utf8");
/** The other content files as the admin page has them (here: as committed). */
const committed = (name: string): unknown => JSON.parse(read(name));

function fileOf(collection: string, slug: string): CmsContentFile {
  const file = contentFileOfEntry(collection, slug);
  if (!file) throw new Error(`no file for ${collection}/${slug}`);
  return file;
}

/** A new article as Decap's form holds it: keys in the order they were typed, an image path as Decap joins it. */
const typedArticle = {
  body: [
    { type: "paragraph", text: "Backups only help if they restore." },
    { type: "list", items: ["Test a restore every month", "Keep one copy offline"] },
  ],
  title: "Backups That Restore",
  category: "Cloud Solutions",
  author: "Priya Shah",
  date: "July 3, 2025",
  excerpt:
    "What makes a backup worth having: restores you have tested, a copy no attacker can reach, and who checks both, in two short lists.",
  description:
    "What makes a backup worth having: restores you have tested and a copy no attacker can reach.",
  image: "../images/blog/backups-that-restore.png",
  imageAlt: "A stack of drives beside a laptop",
  sample: false,
};

describe("a new article from the CMS's form", () => {
  const article = withArticleSlug(typedArticle, true);
  const file = articleFile(fileOf(ARTICLES_COLLECTION, ""), article);

  it("gets its slug and its file's name from its title", () => {
    expect(article.slug).toBe("backups-that-restore");
    expect(file.name).toBe("blog/backups-that-restore.json");
  });

  it("is written as a hand-written record is: the schema's order, no empty flag", () => {
    const record = fileDataFromEntry(file, article);
    expect(Object.keys(record as object)).toEqual([
      "slug",
      "title",
      "excerpt",
      "description",
      "author",
      "date",
      "category",
      "image",
      "imageAlt",
      "body",
    ]);
    const handWritten = {
      slug: "backups-that-restore",
      title: "Backups That Restore",
      excerpt: typedArticle.excerpt,
      description: typedArticle.description,
      author: "Priya Shah",
      date: "July 3, 2025",
      category: "Cloud Solutions",
      image: "../images/blog/backups-that-restore.png",
      imageAlt: typedArticle.imageAlt,
      body: typedArticle.body,
    };
    expect(fileTextFromEntry(record as Record<string, unknown>)).toBe(
      `${JSON.stringify(handWritten, null, 2).replace(
        /"items": \[\n\s+("Test a restore every month"),\n\s+("Keep one copy offline")\n\s+\]/,
        '"items": [$1, $2]',
      )}\n`,
    );
    expect(contentProblems(file, record, committed)).toEqual([]);
  });

  it("without a title is refused with the build's own sentence", () => {
    const untitled = withArticleSlug({ ...typedArticle, title: "" }, true);
    const unnamed = articleFile(fileOf(ARTICLES_COLLECTION, ""), untitled);
    expect(contentProblems(unnamed, fileDataFromEntry(unnamed, untitled), committed)).toContain(
      'content/blog/new-article.json (""): field "title": must not be empty',
    );
    const { title: _title, ...noTitle } = typedArticle;
    const missing = withArticleSlug(noTitle, true);
    expect(contentProblems(unnamed, fileDataFromEntry(unnamed, missing), committed)).toContain(
      'content/blog/new-article.json: field "title": is missing',
    );
  });

  it("keeps an article's slug and file once saved", () => {
    expect(withArticleSlug({ ...typedArticle, slug: "older-name" }, false).slug).toBe("older-name");
  });
});

describe("a file of records from the CMS", () => {
  const plans = fileOf("plans", "plans");

  it("writes a changed price and nothing else", () => {
    const text = read("plans.json");
    const entry = entryFromFileText(text) as { records: { price: string }[] };
    entry.records[1] = { ...entry.records[1], price: "£849" };
    const written = fileTextFromEntry({ records: fileDataFromEntry(plans, entry) as unknown[] });
    const changed = written.split("\n").filter((line, i) => line !== text.split("\n")[i]);
    expect(changed).toEqual(['    "price": "£849",']);
  });

  it("refuses what the build refuses, in its words: five plans, a price with no pound sign", () => {
    const entry = entryFromFileText(read("plans.json")) as { records: Record<string, unknown>[] };
    const records = [...entry.records, ...entry.records.slice(0, 2)];
    records[0] = { ...records[0], price: "399" };
    const problems = contentProblems(plans, fileDataFromEntry(plans, { records }), committed);
    expect(problems).toContain(
      'content/plans.json: record 1 ("Basic"): field "price": "399" must be a price such as "£399"',
    );
    expect(
      problems.some((line) => line.startsWith("content/plans.json: the site needs 2 to 4 plans")),
    ).toBe(true);
  });

  it("refuses a plan's price typed into a service's prose with the build's sentence", () => {
    const services = fileOf("services", "services");
    const [standard] = (committed("plans.json") as { name: string; price: string }[]).filter(
      (plan) => plan.name === "Standard",
    );
    const entry = entryFromFileText(read("services.json")) as {
      records: { benefits: { items: { description: string }[] } }[];
    };
    const typed = structuredClone(entry);
    typed.records[0].benefits.items[0].description = `Standard support costs ${standard.price} a month.`;
    const content = fileDataFromEntry(services, typed);
    const problems = contentProblems(services, content, committed);
    expect(problems).toEqual([
      expect.stringContaining(
        `field "benefits.items[0].description": "${standard.price}" is the Standard plan's price in plans.json, typed in: write {plan price: Standard} instead`,
      ),
    ]);
    // The build's check says the same, word for word.
    const files = loadContentFiles(contentDir).map((file) =>
      file.name === "services.json" ? { ...file, data: content } : file,
    );
    expect(validateContentFiles(files, () => true)).toEqual(problems);
  });

  it("reads a plan's price from plans.json as it is saved", () => {
    const entry = entryFromFileText(read("plans.json")) as { records: Record<string, unknown>[] };
    const price = String(entry.records[0].price);
    entry.records[1] = { ...entry.records[1], description: `More than the ${price} plan.` };
    expect(contentProblems(plans, fileDataFromEntry(plans, entry), () => undefined)).toEqual([
      expect.stringContaining(`field "description": "${price}" is the Basic plan's price`),
    ]);
  });

  it("writes an emptied optional text as the files do: null where the field may be null", () => {
    const feature = {
      name: "Help desk",
      group: "Help desk",
      level: "",
      included: true,
      tooltip: "",
    };
    const plan = COLLECTION_SCHEMAS["plans.json"].record;
    const record = recordFromForm(plan, { features: [feature] }) as { features: unknown[] };
    expect(record.features[0]).toEqual({
      name: "Help desk",
      group: "Help desk",
      level: null,
      included: true,
      tooltip: null,
    });
  });

  it("writes an uploaded image relative to its file, as the files do", () => {
    const study = COLLECTION_SCHEMAS["case-studies.json"].record;
    expect(recordFromForm(study, { image: "images/case-studies/new.png" })).toEqual({
      image: "./images/case-studies/new.png",
    });
  });

  it("keeps a sample flag that is set and drops one that is not", () => {
    const testimonial = COLLECTION_SCHEMAS["testimonials.json"].record;
    expect(recordFromForm(testimonial, { name: "A", sample: true })).toEqual({
      name: "A",
      sample: true,
    });
    expect(recordFromForm(testimonial, { name: "A", sample: false })).toEqual({ name: "A" });
  });

  it("keeps a record's sample fields where they were whichever way its sample switch is set", () => {
    const services = fileOf("services", "services");
    const text = read("services.json");
    const marked = (JSON.parse(text) as Record<string, unknown>[]).findIndex((service) =>
      Array.isArray(service.sample),
    );
    expect(marked).toBeGreaterThanOrEqual(0);
    const entry = entryFromFileText(text);
    const records = entry.records as Record<string, unknown>[];
    // In the form: the switch is off and the fields are a list of their own.
    expect(records[marked].sample).toBeUndefined();
    const fields = records[marked].sampleFields;
    expect(Array.isArray(fields) && fields.length > 0).toBe(true);
    const saved = (switchedOn: boolean) =>
      fileDataFromEntry(services, {
        records: records.map((record, i) =>
          i === marked ? { ...record, sample: switchedOn } : record,
        ),
      }) as Record<string, unknown>[];
    // Switched off (the form's toggle, untouched or toggled back): the file is as it was.
    expect(fileTextFromEntry({ records: saved(false) })).toBe(text);
    expect(saved(false)[marked].sample).toEqual(fields);
    // Switched on: the whole record is a placeholder; nothing else of the record changes.
    const whole = fileTextFromEntry({ records: saved(true) });
    const changed = whole.split("\n").filter((line, i) => line !== text.split("\n")[i]);
    expect(changed).toEqual(['    "sample": true,']);
  });
});

describe("imageInContent", () => {
  it("accepts image files under content/images only", () => {
    expect(imageInContent("blog/a.json", "../images/blog/a.png")).toBe(true);
    expect(imageInContent("case-studies.json", "./images/case-studies/a.png")).toBe(true);
    expect(imageInContent("blog/a.json", "../../secrets/a.png")).toBe(false);
    expect(imageInContent("blog/a.json", "../images/blog/a.txt")).toBe(false);
  });
});
