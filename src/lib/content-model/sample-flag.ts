/**
 * Placeholder content is marked with one flag, `"sample"`, so it cannot go live unnoticed
 * (npm run check:launch lists it; a production build stops on it):
 *
 * - `"sample": true` on a record: the whole record is a placeholder (a testimonial, a logo);
 * - `"sample": ["companyNumber", ...]` on a one-object file (site.json): those fields are.
 *
 * Replace the content with the real thing, then delete the flag.
 */
export const SAMPLE_FIELD = "sample";

export type SampleMark = "record" | readonly string[];

/** What a record's flag marks: the whole record, some of its fields, or nothing. */
export function sampleMarkOf(record: unknown): SampleMark | null {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  const flag = (record as Record<string, unknown>)[SAMPLE_FIELD];
  if (flag === true) return "record";
  if (Array.isArray(flag))
    return flag.filter((field): field is string => typeof field === "string");
  return null;
}

/** Why a record's flag is wrong, or null: true, or a list of the record's own field names. */
export function sampleFlagProblem(record: Record<string, unknown>): string | null {
  if (!(SAMPLE_FIELD in record)) return null;
  const flag = record[SAMPLE_FIELD];
  if (flag === true) return null;
  if (Array.isArray(flag) && flag.length > 0) {
    const unknown = flag.filter(
      (field) => typeof field !== "string" || field === SAMPLE_FIELD || !(field in record),
    );
    return unknown.length === 0
      ? null
      : `names ${unknown.map((field) => JSON.stringify(field)).join(", ")}, which ${unknown.length === 1 ? "is not a field" : "are not fields"} of this record`;
  }
  return 'must be true (the whole record is a placeholder) or a list of the fields that are, e.g. ["companyNumber"]; delete it once the content is real';
}

/** The record without its flag, for the checks of its own fields. */
export function withoutSampleFlag(record: unknown): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return record;
  if (!(SAMPLE_FIELD in record)) return record;
  const { [SAMPLE_FIELD]: _flag, ...rest } = record as Record<string, unknown>;
  return rest;
}
