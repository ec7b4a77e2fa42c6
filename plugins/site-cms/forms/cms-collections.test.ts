/**
 * The CMS's collections against the content schemas: every file an editor may change is in
 * the CMS, every schema field has its CMS field and no CMS field is made up, record counts have
 * the schemas' ranges, and a file read by the CMS and written back is the same text.
 */
import fs from "node:fs";
import path from "node:path";
import { LEGAL_DOCUMENTS, LEGAL_SLUGS } from "../../../src/lib/legal/legal-documents";
import { COLLECTIONS, type CollectionFile } from "../../../src/lib/content-model/collections";
import {
  ARTICLES_COLLECTION,
  cmsCollections,
  contentFileOfEntry,
  fileFields,
  LEGAL_COLLECTION,
  type CmsContentFile,
} from "./cms-collections";
import { cmsConfig } from "./cms-config";
import { contentProblems, fileDataFromEntry } from "./cms-entry";
import type { CmsField } from "./cms-fields";
import {
  DERIVED_FIELDS,
  entryDataFromContent,
  entryFromFileText,
  fileTextFromEntry,
  RECORDS_FIELD,
  SAMPLE_FIELDS_FIELD,
} from "./cms-file-format";
import type { FieldSpec } from "../../../src/lib/content-model/field-spec";
import { SAMPLE_FIELD } from "../../../src/lib/content-model/sample-flag";
import {
  BLOG_POST_SCHEMA,
  COLLECTION_SCHEMAS,
  legalDocumentSchema,
} from "../../../src/lib/content-model/schemas";

const contentDir = path.join(__dirname, "..", "..", "..", "content");

interface CmsCollection {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
}
const collections = cmsCollections() as unknown as CmsCollection[];

/** Every field path a schema knows: "hero.heading", "body[].text", "options[]". */
function schemaPaths(spec: FieldSpec, at = ""): string[] {
  if (spec.kind === "object") {
    return Object.entries(spec.fields).flatMap(([name, field]) => {
      const here = at ? `${at}.${name}` : name;
      return [here, ...schemaPaths(field, here)];
    });
  }
  if (spec.kind === "list") {
    // A list of names of other records is one choice of several (no entry fields of its own).
    if (spec.of.refersTo) return [];
    return schemaPaths(spec.of, `${at}[]`);
  }
  return [];
}

/** Every field path a CMS field list offers, in the same notation. */
function cmsPaths(fields: readonly CmsField[], at = ""): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    return [here, ...cmsChildren(field, here)];
  });
}

function cmsChildren(field: CmsField, here: string): string[] {
  if (field.widget === "object") return cmsPaths(field.fields as CmsField[], here);
  if (field.widget !== "list") return [];
  if (field.types) {
    const types = field.types as { name: string; fields: CmsField[] }[];
    const typeKey = String(field.typeKey);
    // The kind of each block is the type's name; its fields are those of its kind.
    return [
      `${here}[].${typeKey}`,
      ...new Set(types.flatMap((type) => cmsPaths(type.fields, `${here}[]`))),
    ];
  }
  if (field.fields) return cmsPaths(field.fields as CmsField[], `${here}[]`);
  return cmsChildren(field.field as CmsField, `${here}[]`);
}

const sorted = (paths: string[]) => [...new Set(paths)].sort();

function cmsFilesOf(collectionName: string) {
  const collection = collections.find((c) => c.name === collectionName);
  if (!collection?.files) throw new Error(`${collectionName} is not a files collection`);
  return collection.files;
}

describe("the CMS's collections", () => {
  it("hold every content file once, and the articles' folder", () => {
    const files = collections.flatMap((c) => (c.files ?? []).map((f) => f.file));
    const expected = [
      ...Object.keys(COLLECTIONS).map((name) => `content/${name}`),
      ...LEGAL_SLUGS.map((slug) => `content/legal/${slug}.json`),
    ];
    expect(files.sort()).toEqual(expected.sort());
    expect(collections.find((c) => c.name === ARTICLES_COLLECTION)?.folder).toBe("content/blog");
  });

  it("name each entry's content file and schema", () => {
    for (const collection of collections) {
      for (const file of collection.files ?? []) {
        const found = contentFileOfEntry(collection.name, file.name);
        expect(`content/${found?.name}`).toBe(file.file);
      }
    }
    expect(contentFileOfEntry(ARTICLES_COLLECTION, "ai-it-support")).toMatchObject({
      name: "blog/ai-it-support.json",
      schema: BLOG_POST_SCHEMA,
    });
    expect(contentFileOfEntry("plans", "nothing")).toBeNull();
  });

  it.each(Object.keys(COLLECTIONS) as CollectionFile[])(
    "give %s every field of its schema and no other",
    (file) => {
      const fields = fileFields(file);
      const { kind } = COLLECTIONS[file];
      const recordFields = kind === "list" ? (fields[0].fields as CmsField[]) : fields;
      // A file of records: its list, and its place's name for the search (never written).
      if (kind === "list") {
        expect(fields.map((f) => [f.name, f.widget])).toEqual([
          [RECORDS_FIELD, "list"],
          [DERIVED_FIELDS.place, "hidden"],
        ]);
      }
      expect(sorted(cmsPaths(recordFields))).toEqual(
        sorted([
          ...schemaPaths(COLLECTION_SCHEMAS[file].record),
          ...(kind === "list" ? [SAMPLE_FIELD] : []),
          SAMPLE_FIELDS_FIELD,
        ]),
      );
    },
  );

  it("give an article every field of its schema and no other, and its date to sort by", () => {
    const articles = collections.find((c) => c.name === ARTICLES_COLLECTION)?.fields ?? [];
    expect(sorted(cmsPaths(articles))).toEqual(
      sorted([
        ...schemaPaths(BLOG_POST_SCHEMA.record),
        SAMPLE_FIELD,
        SAMPLE_FIELDS_FIELD,
        DERIVED_FIELDS.published,
      ]),
    );
  });

  it.each(LEGAL_SLUGS)("give the legal text %s every field of its schema and no other", (slug) => {
    const [legal] = cmsFilesOf(LEGAL_COLLECTION).filter((f) => f.name === slug);
    expect(sorted(cmsPaths(legal.fields))).toEqual(
      sorted(schemaPaths(legalDocumentSchema(LEGAL_DOCUMENTS[slug].sectionCount).record)),
    );
  });

  it.each(
    (Object.keys(COLLECTIONS) as CollectionFile[]).filter((file) => COLLECTION_SCHEMAS[file].count),
  )("limit the records of %s to the site's range", (file) => {
    const { count } = COLLECTION_SCHEMAS[file];
    const [records] = fileFields(file);
    expect(records.min).toBe(count?.min);
    expect(records.max).toBe(count?.max);
    expect(records.hint).toContain(count?.because);
  });

  it("let an editor pick between 2 and 4 plans, as the comparison table needs", () => {
    expect(fileFields("plans.json")[0]).toMatchObject({ widget: "list", min: 2, max: 4 });
  });

  it("write a new article's date as the site does and name its file from its slug", () => {
    const blog = collections.find((c) => c.name === ARTICLES_COLLECTION) as unknown as {
      slug: string;
      fields: CmsField[];
    };
    expect(blog.slug).toBe("{{fields.slug}}");
    expect(blog.fields.find((f) => f.name === "date")).toMatchObject({
      widget: "datetime",
      date_format: "MMMM D, YYYY",
      time_format: false,
    });
  });

  it("link an article's category and author to their collections by name", () => {
    const blog = collections.find((c) => c.name === ARTICLES_COLLECTION)?.fields ?? [];
    expect(blog.find((f) => f.name === "category")).toMatchObject({
      widget: "relation",
      collection: "blog-categories",
      file: "blog-categories",
      value_field: "records.*.name",
    });
    expect(blog.find((f) => f.name === "author")).toMatchObject({ file: "blog-authors" });
  });
});

describe("the CMS config", () => {
  const config = cmsConfig({
    repo: "owner/site",
    branch: "main",
    authBaseUrl: "https://api.netlify.com",
    siteUrl: "https://example.org",
  });

  it("edits the repository through GitHub, and this machine's files through the local server", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
    expect(config.local_backend).toBe(true);
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.load_config_file).toBe(false);
  });
});

/** Every content file's path inside content/ with its CMS entry. */
function contentFiles(): [string, CmsContentFile][] {
  const listed: [string, CmsContentFile | null][] = [
    ...collections.flatMap((collection) =>
      (collection.files ?? []).map(
        (file) =>
          [file.file.replace(/^content\//, ""), contentFileOfEntry(collection.name, file.name)] as [
            string,
            CmsContentFile | null,
          ],
      ),
    ),
    ...fs
      .readdirSync(path.join(contentDir, "blog"))
      .map(
        (name) =>
          [
            `blog/${name}`,
            contentFileOfEntry(ARTICLES_COLLECTION, name.replace(/\.json$/, "")),
          ] as [string, CmsContentFile | null],
      ),
  ];
  return listed.filter((entry): entry is [string, CmsContentFile] => entry[1] !== null);
}

describe("a content file through the CMS and back", () => {
  it.each(contentFiles())("is the same text: %s", (name, file) => {
    const text = fs.readFileSync(path.join(contentDir, name), "utf8");
    const entry = entryFromFileText(text);
    const content = fileDataFromEntry(file, entry);
    expect(fileTextFromEntry(entryDataFromContent(content))).toBe(text);
    // Checks across files (a service's group) run at the build; each file passes on its own.
    expect(
      contentProblems(file, content, (other) =>
        JSON.parse(fs.readFileSync(path.join(contentDir, other), "utf8")),
      ),
    ).toEqual([]);
  });
});
