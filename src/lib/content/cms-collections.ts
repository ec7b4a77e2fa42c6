/**
 * The CMS's collections (Decap CMS config), derived from the content schemas: every content
 * file an editor may change is one entry of the CMS, its fields those of its schema
 * (cms-fields.ts), and a file of records is one list whose length has the file's range.
 *
 * Decap edits an object at the top of a file, so a file of records (a JSON list) is shown to
 * it as `{ "records": [...] }` and written back as the list (cms-file-format.ts): the files
 * keep their shape, and the records keep the editors' order (the list's order).
 */
import { LEGAL_DOCUMENTS, LEGAL_DIRECTORY, LEGAL_SLUGS } from "../legal/legal-documents";
import { BLOG_DIRECTORY, COLLECTIONS, type CollectionFile } from "./collections";
import { cmsFields, labelOf, type CmsField, type CmsFieldContext } from "./cms-fields";
import type { FieldSpec } from "./field-spec";
import { countRange } from "./record-count";
import { SAMPLE_FIELD } from "./sample-flag";
import {
  BLOG_POST_SCHEMA,
  COLLECTION_SCHEMAS,
  legalDocumentSchema,
  type CollectionSchema,
} from "./schemas";

/** The one field a file of records has in the CMS: the list of its records. */
export const RECORDS_FIELD = "records";

/** Where every content file sits in the CMS's sidebar, with the words an editor sees. */
export const CMS_LAYOUT: readonly {
  name: string;
  label: string;
  files: readonly { file: CollectionFile; label: string }[];
}[] = [
  {
    name: "blog-people-and-subjects",
    label: "Blog categories and authors",
    files: [
      { file: "blog-categories.json", label: "Blog categories" },
      { file: "blog-authors.json", label: "Blog authors" },
    ],
  },
  {
    name: "services",
    label: "Services",
    files: [
      { file: "services.json", label: "Services" },
      { file: "services-page.json", label: "Services page (groups)" },
    ],
  },
  {
    name: "case-studies",
    label: "Case studies",
    files: [{ file: "case-studies.json", label: "Case studies" }],
  },
  { name: "plans", label: "Plans", files: [{ file: "plans.json", label: "Plans" }] },
  {
    name: "home",
    label: "Home page",
    files: [
      { file: "home.json", label: "Home page text" },
      { file: "onboarding.json", label: "Onboarding steps" },
      { file: "partners.json", label: "Technology partners" },
      { file: "testimonials.json", label: "Testimonials" },
      { file: "industries.json", label: "Industries" },
      { file: "expertise.json", label: "Expertise" },
      { file: "stats.json", label: "Statistics" },
    ],
  },
  {
    name: "about",
    label: "About page",
    files: [
      { file: "about.json", label: "About page text" },
      { file: "timeline.json", label: "Timeline" },
      { file: "experience-logos.json", label: "Experience logos" },
    ],
  },
  {
    name: "assessment",
    label: "Assessment",
    files: [
      { file: "assessment.json", label: "Questions" },
      { file: "infographics.json", label: "Infographics" },
    ],
  },
  { name: "faqs", label: "FAQs", files: [{ file: "faqs.json", label: "Contact page FAQs" }] },
  {
    name: "site",
    label: "Site details",
    files: [{ file: "site.json", label: "Company and contact details" }],
  },
];

export const ARTICLES_COLLECTION = "blog";
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

/** The sample flag (sample-flag.ts): a record's yes/no, or the list of an object's fields. */
function sampleField(spec: FieldSpec, kind: "list" | "object"): CmsField {
  const common = {
    name: SAMPLE_FIELD,
    required: false,
    hint: "Placeholder content, to replace before the site goes live (npm run check:launch lists it).",
  };
  if (kind === "list") {
    return { ...common, label: "Sample (placeholder) record", widget: "boolean", default: false };
  }
  const names = spec.kind === "object" ? Object.keys(spec.fields) : [];
  return {
    ...common,
    label: "Sample (placeholder) fields",
    widget: "select",
    multiple: true,
    options: names,
  };
}

/** The fields of one content file's entry. */
export function fileFields(file: CollectionFile): CmsField[] {
  const schema = COLLECTION_SCHEMAS[file];
  const { kind } = COLLECTIONS[file];
  const record = [...objectFields(schema.record, IN_CONTENT), sampleField(schema.record, kind)];
  if (kind === "object") return record;
  const count = schema.count;
  const firstField = schema.label ?? Object.keys((schema.record as { fields: object }).fields)[0];
  return [
    {
      name: RECORDS_FIELD,
      label: count ? labelOf(count.noun[1]) : "Records",
      label_singular: count ? labelOf(count.noun[0]) : "Record",
      widget: "list",
      collapsed: true,
      summary: `{{fields.${firstField}}}`,
      ...(count?.min === undefined ? {} : { min: count.min }),
      ...(count?.max === undefined ? {} : { max: count.max }),
      ...(count ? { hint: `The site needs ${countRange(count)}, because ${count.because}.` } : {}),
      fields: record,
    },
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
    label: "Articles",
    label_singular: "Article",
    description: "The blog's articles, one file each in content/blog/. The page is /blogs/{slug}.",
    folder: `content/${BLOG_DIRECTORY}`,
    extension: "json",
    format: CMS_FILE_FORMAT,
    create: true,
    delete: true,
    identifier_field: "title",
    slug: "{{fields.slug}}",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["title", "date", "category"],
    fields: [...fields, sampleField(BLOG_POST_SCHEMA.record, "list")],
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
      file: `content/${LEGAL_DIRECTORY}/${slug}.json`,
      fields: objectFields(
        legalDocumentSchema(LEGAL_DOCUMENTS[slug].sectionCount).record,
        IN_SUBFOLDER,
      ),
    })),
  };
}

/** The file format the CMS reads and writes content JSON with (cms-file-format.ts). */
export const CMS_FILE_FORMAT = "site-json";

/** Every collection of the CMS config. */
export function cmsCollections(): Record<string, unknown>[] {
  return [
    articlesCollection(),
    ...CMS_LAYOUT.map((group) => ({
      name: group.name,
      label: group.label,
      format: CMS_FILE_FORMAT,
      files: group.files.map(({ file, label }) => ({
        name: entryName(file),
        label,
        file: `content/${file}`,
        fields: fileFields(file),
      })),
    })),
    legalCollection(),
  ];
}
