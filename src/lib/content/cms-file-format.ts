/**
 * How the CMS reads and writes a content file (registered as a Decap file format): a file of
 * records, a JSON list, is shown to Decap as `{ "records": [...] }`, since Decap edits the
 * object at the top of a file; it is written back as the list, in the text Prettier would give
 * it, so the files keep their shape and a change made in the CMS is the diff a person would make.
 */
import { RECORDS_FIELD } from "./cms-collections";
import { jsonFileText } from "./json-text";

export function entryFromFileText(text: string): Record<string, unknown> {
  const content: unknown = JSON.parse(text);
  return Array.isArray(content)
    ? { [RECORDS_FIELD]: content }
    : (content as Record<string, unknown>);
}

/** Whether the entry's data is a file of records in its CMS form. */
function isRecordsEntry(data: Record<string, unknown>): boolean {
  const keys = Object.keys(data);
  return keys.length === 1 && keys[0] === RECORDS_FIELD && Array.isArray(data[RECORDS_FIELD]);
}

export function fileTextFromEntry(data: Record<string, unknown>): string {
  return jsonFileText(isRecordsEntry(data) ? data[RECORDS_FIELD] : data);
}
