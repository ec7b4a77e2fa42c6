/**
 * The CMS's collections (Decap CMS config), derived from the content schemas: every content
 * file an editor may change is one entry of the CMS, its fields those of its schema
 * (cms-fields.ts), and a file of records is one list whose length has the file's range.
 *
 * Decap edits an object at the top of a file, so a file of records (a JSON list) is shown to
 * it as `{ "records": [...] }` and written back as the list (cms-file-format.ts): the files
 * keep their shape, and the records keep the editors' order (the list's order).
 */
import {
  LEGAL_DOCUMENTS,
  LEGAL_DIRECTORY,
  LEGAL_SLUGS,
} from "../../../src/lib/legal/legal-documents";
import {
  BLOG_DIRECTORY,
  COLLECTIONS,
  type CollectionFile,
} from "../../../src/lib/content-model/collections";
import { cmsFields, labelOf, type CmsField, type CmsFieldContext } from "./cms-fields";
import {
  articleDerivedFields,
  DERIVED_FIELDS,
  RECORDS_FIELD,
  SAMPLE_FIELDS_FIELD,
  type DerivedFields,
} from "./cms-file-format";
import { ARTICLES_COLLECTION, CMS_CONTENT_FOLDER } from "./cms-folders";
import type { FieldSpec } from "../../../src/lib/content-model/field-spec";
import { countRange } from "../../../src/lib/content-model/record-count";
import { SAMPLE_FIELD } from "../../../src/lib/content-model/sample-flag";
import {
  BLOG_POST_SCHEMA,
  COLLECTION_SCHEMAS,
  legalDocumentSchema,
  type CollectionSchema,
} from "../../../src/lib/content-model/schemas";

/** A content file as the CMS's sidebar offers it. */
interface CmsPlaceFile {
  file: CollectionFile;
  label: string;
  /**
   * A record and several, as the site speaks of them ("partner", "partners"): the list's
   * "Add partner". A file whose schema counts its records has them there already.
   */
  noun?: readonly [string, string];
}

/**
 * Where every content file sits in the CMS's sidebar, with the words an editor sees: each file
 * of records editors look for has a place of its own, named as the site names it; the pages'
 * own texts and the company's details are together.
 */
export const CMS_LAYOUT: readonly {
  name: string;
  label: string;
  files: readonly CmsPlaceFile[];
}[] = [
  { name: "services", label: "Services", files: [{ file: "services.json", label: "Services" }] },
  {
    name: "plans",
    label: "Service plans",
    files: [{ file: "plans.json", label: "Service plans" }],
  },
  {
    name: "case-studies",
    label: "Case studies",
    files: [{ file: "case-studies.json", label: "Case studies" }],
  },
  {
    name: "partners",
    label: "Technology partners",
    files: [{ file: "partners.json", label: "Technology partners", noun: ["partner", "partners"] }],
  },
  {
    name: "testimonials",
    label: "Testimonials",
    files: [
      {
        file: "testimonials.json",
        label: "Testimonials",
        noun: ["testimonial", "testimonials"],
      },
    ],
  },
  {
    name: "faqs",
    label: "FAQs",
    files: [{ file: "faqs.json", label: "Contact page FAQs", noun: ["question", "questions"] }],
  },
  {
    name: "onboarding",
    label: "Onboarding steps",
    files: [{ file: "onboarding.json", label: "Onboarding steps" }],
  },
  {
    name: "industries",
    label: "Industries",
    files: [{ file: "industries.json", label: "Industries", noun: ["industry", "industries"] }],
  },
  {
    name: "expertise",
    label: "Expertise",
    files: [
      {
        file: "expertise.json",
        label: "Expertise",
        noun: ["area of expertise", "areas of expertise"],
      },
    ],
  },
  { name: "timeline", label: "Timeline", files: [{ file: "timeline.json", label: "Timeline" }] },
  {
    name: "experience-logos",
    label: "Client logos",
    files: [{ file: "experience-logos.json", label: "Client logos", noun: ["logo", "logos"] }],
  },
  {
    name: "assessment",
    label: "Assessment questions",
    files: [{ file: "assessment.json", label: "Assessment questions" }],
  },
  {
    name: "infographics",
    label: "Infographics",
    files: [
      {
        file: "infographics.json",
        label: "Infographics",
        noun: ["infographic", "infographics"],
      },
    ],
  },
  {
    name: "blog-categories",
    label: "Blog categories",
    files: [
      {
        file: "blog-categories.json",
        label: "Blog categories",
        noun: ["category", "categories"],
      },
    ],
  },
  {
    name: "blog-authors",
    label: "Blog authors",
    files: [{ file: "blog-authors.json", label: "Blog authors", noun: ["author", "authors"] }],
  },
  {
    name: "pages",
    label: "Page texts",
    files: [
      { file: "home.json", label: "Home page" },
      { file: "about.json", label: "About page" },
      { file: "services-page.json", label: "Services page (groups)" },
      { file: "stats.json", label: "Statistics (home page)" },
    ],
  },
  {
    name: "site",
    label: "Company and contact details",
    files: [{ file: "site.json", label: "Company and contact details" }],
  },
];

export { ARTICLES_COLLECTION };
export const LEGAL_COLLECTION = "legal";

/** A file's entry in a files collection is named after the file: "plans.json" -> "plans". */
const entryName = (file: string) => file.replace(/\.json$/, "").replace(/^.*\//, "");

/** The content file an entry of the CMS edits, with its schema. */
export interface CmsContentFile {
  /** Inside content/, e.g. "plans.json", "blog/ai-it-support.json", "legal/cookie-policy.json". */
  name: string;
  schema: CollectionSchema;
  /** A list of records (wrapped as `records` in the CMS) or one object. */
  kind: "list" | "object";
}

/** The content file of a CMS entry (collection name and entry slug), or null if none. */
export function contentFileOfEntry(collection: string, slug: string): CmsContentFile | null {
  if (collection === ARTICLES_COLLECTION) {
    return { name: `${BLOG_DIRECTORY}/${slug}.json`, schema: BLOG_POST_SCHEMA, kind: "object" };
  }
  if (collection === LEGAL_COLLECTION) {
    const document = LEGAL_DOCUMENTS[slug as keyof typeof LEGAL_DOCUMENTS];
    return document
      ? {
          name: `${LEGAL_DIRECTORY}/${slug}.json`,
          schema: legalDocumentSchema(document.sectionCount),
          kind: "object",
        }
      : null;
  }
  const group = CMS_LAYOUT.find((entry) => entry.name === collection);
  const file = group?.files.find((entry) => entryName(entry.file) === slug)?.file;
  return file
    ? { name: file, schema: COLLECTION_SCHEMAS[file], kind: COLLECTIONS[file].kind }
    : null;
}

/** Where the records another file names are in the CMS (for relation fields). */
function referenceTo({ file, field }: { file: string; field: string }) {
  const group = CMS_LAYOUT.find((entry) => entry.files.some((f) => f.file === file));
  if (!group) throw new Error(`No CMS collection holds ${file}`);
  return {
    collection: group.name,
    file: entryName(file),
    valueField: `${RECORDS_FIELD}.*.${field}`,
  };
}

const IN_CONTENT: CmsFieldContext = { imagesFolder: "images", referenceTo };
const IN_SUBFOLDER: CmsFieldContext = { imagesFolder: "../images", referenceTo };

function objectFields(spec: FieldSpec, context: CmsFieldContext): CmsField[] {
  if (spec.kind !== "object") throw new Error("A record's schema must be an object");
  return cmsFields(spec.fields, context);
}

/**
 * The sample flag (sample-flag.ts) as the form edits it (cms-file-format.ts): a record of a list
 * has a switch, the whole record, and the list of its fields that are placeholders, each its own
 * field, so toggling the switch leaves the list as it is; a one-object file has the list only.
 */
function sampleFields(spec: FieldSpec, kind: "list" | "object"): CmsField[] {
  const hint =
    "Placeholder content, to replace before the site goes live (npm run check:launch lists it).";
  const names = spec.kind === "object" ? Object.keys(spec.fields) : [];
  const fields: CmsField = {
    name: SAMPLE_FIELDS_FIELD,
    label: "Sample (placeholder) fields",
    required: false,
    hint,
    widget: "select",
    multiple: true,
    options: names,
  };
  if (kind === "object") return [fields];
  return [
    {
      name: SAMPLE_FIELD,
      label: "Sample (placeholder) record",
      required: false,
      hint,
      widget: "boolean",
      default: false,
    },
    { ...fields, hint: "Only these fields are placeholders (when the whole record is not)." },
  ];
}

/** A file of records' nouns: "partner", "partners". */
function recordNoun(file: CollectionFile): readonly [string, string] {
  const place = CMS_LAYOUT.flatMap((group) => group.files).find((entry) => entry.file === file);
  const noun = COLLECTION_SCHEMAS[file].count?.noun ?? place?.noun;
  if (!noun) throw new Error(`${file}: its records need a noun in CMS_LAYOUT`);
  return noun;
}

/** The fields of one content file's entry. */
export function fileFields(file: CollectionFile): CmsField[] {
  const schema = COLLECTION_SCHEMAS[file];
  const { kind } = COLLECTIONS[file];
  const record = [...objectFields(schema.record, IN_CONTENT), ...sampleFields(schema.record, kind)];
  if (kind === "object") return record;
  const count = schema.count;
  const [one, several] = recordNoun(file);
  const firstField = schema.label ?? Object.keys((schema.record as { fields: object }).fields)[0];
  return [
    {
      name: RECORDS_FIELD,
      label: labelOf(several),
      label_singular: labelOf(one),
      widget: "list",
      // A short list (plans, steps) is shown unfolded: each record opens without a click.
      collapsed: !(count?.max !== undefined && count.max <= 5),
      summary: `{{fields.${firstField}}}`,
      ...(count?.min === undefined ? {} : { min: count.min }),
      ...(count?.max === undefined ? {} : { max: count.max }),
      ...(count ? { hint: `The site needs ${countRange(count)}, because ${count.because}.` } : {}),
      fields: record,
    },
    // Its name in the sidebar, so "Search all" finds the file by it (cms-file-format.ts).
    { name: DERIVED_FIELDS.place, label: "Place", widget: "hidden", required: false },
  ];
}

/** The articles: one file each in content/blog/, named by the slug made from the title. */
function articlesCollection(): Record<string, unknown> {
  const fields = objectFields(BLOG_POST_SCHEMA.record, IN_SUBFOLDER).map((field) => {
    if (field.name === "slug") {
      // Made from the title when the article is first saved (cms-entry.ts), and the file's name.
      return { ...field, widget: "hidden", required: false };
    }
    if (field.name === "date") return { ...field, default: "{{now}}" };
    return field;
  });
  return {
    name: ARTICLES_COLLECTION,
    label: "Blog articles",
    label_singular: "Article",
    description: "The blog's articles, one file each in content/blog/. The page is /blogs/{slug}.",
    folder: `${CMS_CONTENT_FOLDER}/${BLOG_DIRECTORY}`,
    extension: "json",
    format: formatOf(ARTICLES_COLLECTION),
    create: true,
    delete: true,
    identifier_field: "title",
    slug: "{{fields.slug}}",
    summary: "{{title}} ({{date}})",
    // The date as the file writes it ("July 3, 2025") sorts by month name; the CMS sorts by
    // the same day written year first (cms-file-format.ts), newest first unless an editor
    // chooses otherwise (plugins/site-cms/admin/article-order.ts).
    sortable_fields: [DERIVED_FIELDS.published, "title", "category"],
    fields: [
      ...fields,
      ...sampleFields(BLOG_POST_SCHEMA.record, "list"),
      { name: DERIVED_FIELDS.published, label: "Date", widget: "hidden", required: false },
    ],
  };
}

function legalCollection(): Record<string, unknown> {
  return {
    name: LEGAL_COLLECTION,
    label: "Legal texts",
    format: CMS_FILE_FORMAT,
    files: LEGAL_SLUGS.map((slug) => ({
      name: slug,
      label: labelOf(slug.replace(/-/g, " ")),
      file: `${CMS_CONTENT_FOLDER}/${LEGAL_DIRECTORY}/${slug}.json`,
      fields: objectFields(
        legalDocumentSchema(LEGAL_DOCUMENTS[slug].sectionCount).record,
        IN_SUBFOLDER,
      ),
    })),
  };
}

/** The file format the CMS reads and writes content JSON with (cms-file-format.ts). */
export const CMS_FILE_FORMAT = "site-json";

/**
 * A collection's own file format: the same JSON, with the fields it derives when a file is
 * read (a file of records its place's name, an article its date year first).
 */
const formatOf = (collection: string) => `${CMS_FILE_FORMAT}:${collection}`;

/** Every file format the CMS config names, with what each derives from a file's content. */
export function cmsFormats(): { name: string; derive: (content: unknown) => DerivedFields }[] {
  return [
    { name: CMS_FILE_FORMAT, derive: () => ({}) },
    { name: formatOf(ARTICLES_COLLECTION), derive: articleDerivedFields },
    ...CMS_LAYOUT.filter(
      (group) => group.files.length === 1 && COLLECTIONS[group.files[0].file].kind === "list",
    ).map((group) => ({
      name: formatOf(group.name),
      derive: () => ({ [DERIVED_FIELDS.place]: group.label }),
    })),
  ];
}

/** The fields the CMS derives for an entry of `collection` from its file's content. */
export function derivedFieldsOf(collection: string, content: unknown): DerivedFields {
  const format = cmsFormats().find((entry) => entry.name === formatOf(collection));
  return format ? format.derive(content) : {};
}

/** Every collection of the CMS config. */
export function cmsCollections(): Record<string, unknown>[] {
  const formats = new Set(cmsFormats().map((format) => format.name));
  return [
    articlesCollection(),
    ...CMS_LAYOUT.map((group) => ({
      name: group.name,
      label: group.label,
      format: formats.has(formatOf(group.name)) ? formatOf(group.name) : CMS_FILE_FORMAT,
      files: group.files.map(({ file, label }) => ({
        name: entryName(file),
        label,
        file: `${CMS_CONTENT_FOLDER}/${file}`,
        fields: fileFields(file),
      })),
    })),
    legalCollection(),
  ];
}
