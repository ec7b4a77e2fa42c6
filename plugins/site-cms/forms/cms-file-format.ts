/**
 * How the CMS reads and writes a content file (registered as Decap file formats): a file of
 * records, a JSON list, is shown to Decap as `{ "records": [...] }`, since Decap edits the
 * object at the top of a file; it is written back as the list, in the text Prettier would give
 * it, so the files keep their shape and a change made in the CMS is the diff a person would make.
 *
 * A few fields exist only in the CMS, made when a file is read and never written (`derived`):
 * a file of records carries the name of its place, so "Search all" finds it by that name, and
 * an article carries its date year first, so the article list sorts by date.
 */
import { parseBlogDate } from "../../../src/lib/blog-date";
import { jsonFileText } from "../../../src/lib/content-model/json-text";
import { SAMPLE_FIELD } from "../../../src/lib/content-model/sample-flag";

/** The one field a file of records has in the CMS: the list of its records. */
export const RECORDS_FIELD = "records";

/** The fields the CMS derives from a file: shown or sorted by, never written. */
export const DERIVED_FIELDS = { place: "cmsPlace", published: "cmsPublished" } as const;
export type DerivedFields = Partial<
  Record<(typeof DERIVED_FIELDS)[keyof typeof DERIVED_FIELDS], string>
>;

const DERIVED = new Set<string>(Object.values(DERIVED_FIELDS));

/** An article's date year first ("2025-07-03"), which sorts as dates do; none if unreadable. */
export function articleDerivedFields(content: unknown): DerivedFields {
  const date = (content as { date?: unknown } | null)?.date;
  try {
    return typeof date === "string"
      ? { [DERIVED_FIELDS.published]: parseBlogDate(date).toISOString().slice(0, 10) }
      : {};
  } catch {
    return {};
  }
}

/** The entry's data without the fields the CMS derives. */
export function withoutDerivedFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !DERIVED.has(key)));
}

/**
 * The sample flag (sample-flag.ts) is true or a list of fields in a file, and two fields in the
 * form: a switch, the whole record, and the list of its fields, each under its own name. Decap's
 * switch given a list would show it as on and write true or false over it when toggled.
 */
export const SAMPLE_FIELDS_FIELD = "sampleFields";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Renames one key of `record` where it stands, so the file's order of keys is kept. */
function renamedKey(record: Record<string, unknown>, from: string, to: string) {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key === from ? to : key, value]),
  );
}

/** A record as the form edits it: a sample list of fields under its own name. */
export function formRecord(record: unknown): unknown {
  if (!isPlainObject(record) || !Array.isArray(record[SAMPLE_FIELD])) return record;
  return renamedKey(record, SAMPLE_FIELD, SAMPLE_FIELDS_FIELD);
}

/**
 * A record as the file holds it: true when the switch is on (the whole record is a
 * placeholder), else the list of fields, if any, where the form first has either.
 */
export function fileRecord(record: unknown): unknown {
  if (!isPlainObject(record) || !(SAMPLE_FIELDS_FIELD in record)) return record;
  const fields = record[SAMPLE_FIELDS_FIELD];
  const listed = Array.isArray(fields) && fields.length > 0 ? fields : undefined;
  const flag = record[SAMPLE_FIELD] === true ? true : listed;
  let placed = false;
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) => {
      if (key !== SAMPLE_FIELD && key !== SAMPLE_FIELDS_FIELD) return [[key, value]];
      if (placed || flag === undefined) return [];
      placed = true;
      return [[SAMPLE_FIELD, flag]];
    }),
  );
}

/** A file's content as the CMS's entry data: a file of records is its `records`. */
export function entryDataFromContent(content: unknown): Record<string, unknown> {
  return Array.isArray(content)
    ? { [RECORDS_FIELD]: content.map(formRecord) }
    : (formRecord(content) as Record<string, unknown>);
}

/** The file's content as the CMS edits it; `derive` adds the CMS's own fields. */
export function entryFromFileText(
  text: string,
  derive: (content: unknown) => DerivedFields = () => ({}),
): Record<string, unknown> {
  const content: unknown = JSON.parse(text);
  return { ...entryDataFromContent(content), ...derive(content) };
}

/** Whether the entry's data is a file of records in its CMS form. */
function isRecordsEntry(data: Record<string, unknown>): boolean {
  const keys = Object.keys(data);
  return keys.length === 1 && keys[0] === RECORDS_FIELD && Array.isArray(data[RECORDS_FIELD]);
}

export function fileTextFromEntry(data: Record<string, unknown>): string {
  const written = withoutDerivedFields(data);
  return jsonFileText(
    isRecordsEntry(written)
      ? (written[RECORDS_FIELD] as unknown[]).map(fileRecord)
      : fileRecord(written),
  );
}
