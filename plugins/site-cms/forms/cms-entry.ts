/**
 * What the CMS does with an entry before it is saved: turns the form's data into the record a
 * person would have written (no empty optional texts, images relative to the file, keys in the
 * schema's order), gives a new article its slug, and runs the build's own content check on
 * it, so an editor is refused with the sentence the build would have stopped with.
 */
import { CLAIM_SOURCE_FILES, claimSourcesFrom } from "../../../src/lib/claims/claim-check";
import { slugify } from "../../../src/lib/slug";
import { BLOG_DIRECTORY } from "../../../src/lib/content-model/collections";
import type { CmsContentFile } from "./cms-collections";
import { fileRecord, RECORDS_FIELD } from "./cms-file-format";
import type { FieldSpec } from "../../../src/lib/content-model/field-spec";
import { SAMPLE_FIELD } from "../../../src/lib/content-model/sample-flag";
import {
  claimProblemsOfFile,
  fileProblems,
  type ContentFile,
} from "../../../src/lib/content-model/validate-content";

/** Left out of the record (an empty optional field). */
const OMIT = Symbol("omit");

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

/** "images/blog/x.png" as a person writes it from a file in content/: "./images/blog/x.png". */
function relativeImagePath(value: string): string {
  return /^(\.{1,2}\/|\/)/.test(value) ? value : `./${value}`;
}

function normalised(spec: FieldSpec, value: unknown): unknown {
  if (spec.optional && (isBlank(value) || (Array.isArray(value) && value.length === 0))) {
    return spec.nullable && value !== undefined ? null : OMIT;
  }
  if (value === null || value === undefined) return value;
  switch (spec.kind) {
    case "image":
      return typeof value === "string" && value !== "" ? relativeImagePath(value) : value;
    case "list":
      return Array.isArray(value) ? value.map((item) => normalised(spec.of, item)) : value;
    case "object":
      return isPlainObject(value) ? normalisedObject(spec.fields, value) : value;
    default:
      return value;
  }
}

/** The sample flag as sample-flag.ts takes it: true, or a non-empty list; else none. */
function sampleFlag(value: unknown): unknown {
  if (value === true) return true;
  if (Array.isArray(value) && value.length > 0) return value;
  return OMIT;
}

/**
 * The object's fields in the schema's order (the order of the files, and of a record a person
 * adds); a key the schema does not know (the sample flag) stays first if it was first, else last.
 */
function normalisedObject(
  fields: Record<string, FieldSpec>,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const keys = Object.keys(value);
  const extras = keys.filter((key) => !(key in fields));
  const leading = extras.filter((key) => key === keys[0]);
  const out: Record<string, unknown> = {};
  const keep = (key: string) => {
    const field = value[key];
    if (field === undefined) return;
    const kept = key === SAMPLE_FIELD ? sampleFlag(field) : field;
    if (kept !== OMIT) out[key] = kept;
  };
  leading.forEach(keep);
  for (const [key, spec] of Object.entries(fields)) {
    if (!(key in value)) continue;
    const field = normalised(spec, value[key]);
    if (field !== OMIT && field !== undefined) out[key] = field;
  }
  // Keys the schema does not know stay (the check reports them), the sample flag only when set.
  extras.filter((key) => !leading.includes(key)).forEach(keep);
  return out;
}

/** One record as the content file holds it. */
export function recordFromForm(record: FieldSpec, value: unknown): unknown {
  const result = normalised({ ...record, optional: false }, fileRecord(value));
  return result === OMIT ? undefined : result;
}

/** The content of a file from the CMS entry's data (a file of records is its `records`). */
export function fileDataFromEntry(file: CmsContentFile, data: Record<string, unknown>): unknown {
  if (file.kind === "list") {
    const records = Array.isArray(data[RECORDS_FIELD]) ? (data[RECORDS_FIELD] as unknown[]) : [];
    return records.map((record) => recordFromForm(file.schema.record, record));
  }
  return recordFromForm(file.schema.record, data);
}

/**
 * A new article's slug is made from its title (as `npm run new` makes it), and so is its file's
 * name; an article already saved keeps both.
 */
export function withArticleSlug(
  data: Record<string, unknown>,
  isNew: boolean,
): Record<string, unknown> {
  if (!isNew && typeof data.slug === "string" && data.slug !== "") return data;
  const slug = typeof data.title === "string" ? slugify(data.title) : "";
  return slug ? { ...data, slug } : data;
}

/** The content file an article entry will be saved as. */
export function articleFile(file: CmsContentFile, data: Record<string, unknown>): CmsContentFile {
  const slug = typeof data.slug === "string" && data.slug !== "" ? data.slug : "new-article";
  return { ...file, name: `${BLOG_DIRECTORY}/${slug}.json` };
}

/** An image path is sound when it stays inside content/images/ and names an image file. */
export function imageInContent(fileName: string, relativePath: string): boolean {
  const parts = [...fileName.split("/").slice(0, -1), ...relativePath.split("/")];
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (resolved.length === 0) return false;
      resolved.pop();
    } else resolved.push(part);
  }
  return resolved[0] === "images" && /\.(png|jpe?g|webp|gif|svg)$/i.test(relativePath);
}

/**
 * The build's content check on one file as the CMS would save it: its lines, each naming the
 * file, the record and the field. The claims it names and the plan prices typed into it are
 * checked against the files claims are read from, `contentOf` giving the others (the admin page
 * has them as it was built) and this one as it is saved. Other checks across files (a service
 * in exactly one group) need every file, so they run at the build only.
 */
export function contentProblems(
  file: CmsContentFile,
  content: unknown,
  contentOf: (name: string) => unknown,
): string[] {
  const contentFile: ContentFile = { path: `content/${file.name}`, name: file.name, data: content };
  const problems = fileProblems(contentFile, (owner, relative) =>
    imageInContent(owner.name, relative),
  );
  // As at the build: claims are read from a file only once it is sound.
  const isSource = (CLAIM_SOURCE_FILES as readonly string[]).includes(file.name);
  if (isSource && problems.length > 0) return problems;
  const sources = claimSourcesFrom((name) => (name === file.name ? content : contentOf(name)));
  return [...problems, ...claimProblemsOfFile(contentFile, sources)];
}
