/**
 * The content check's words as the CMS's form shows them. The build names a file, a record
 * and a field path (`content/plans.json: record 2 ("Standard"): field "features[3].group"`);
 * an editor in the form sees the record by its name and the fields by their labels
 * (`"Standard" › Features 4 › Group`), and an empty field, which the file writes as null, is
 * empty. The character counts of length-limited fields are worded here too.
 */
import { labelOf } from "./cms-fields";
import type { CharacterLimits } from "./cms-fields";

const CHECK_LINE =
  /^content\/[^:]+?(?:: record (\d+)(?: \(("(?:[^"\\]|\\.)*"|\d+)\))?)?: (?:field "([^"]+)": )?([\s\S]*)$/;

/** "features[3].group" -> "Features 4 › Group". */
function fieldWords(path: string): string[] {
  return path.split(".").flatMap((part) => {
    const [, name, index] = /^([^[]*)(?:\[(\d+)\])?$/.exec(part) ?? [];
    const words = name ? [labelOf(name)] : [];
    if (index !== undefined)
      words[words.length - 1] = `${words.at(-1) ?? "Entry"} ${Number(index) + 1}`;
    return words;
  });
}

/** One line of the content check in the form's words (`noun` names a record: "plan"). */
export function inFormWords(line: string, noun?: string): string {
  const match = CHECK_LINE.exec(line);
  if (!match) return line;
  const [, position, name, field, problem] = match;
  const where = [
    ...(position === undefined ? [] : [name ?? `${labelOf(noun ?? "record")} ${position}`]),
    ...(field ? fieldWords(field) : []),
  ];
  const words = problem
    .replace(/ \(null\)/g, "")
    .replace(/\bset (it|"[^"]+") to null\b/g, "leave it empty");
  return where.length === 0 ? words : `${where.join(" › ")}: ${words}`;
}

/** "57 characters, 50 to 160", and whether the count is inside the limits. */
export function characterCount(
  length: number,
  limits: CharacterLimits,
): { text: string; fits: boolean } {
  const { min, max } = limits;
  const range =
    min !== undefined && max !== undefined
      ? `${min} to ${max}`
      : min !== undefined
        ? `at least ${min}`
        : `at most ${max}`;
  return {
    text: `${length} character${length === 1 ? "" : "s"}, ${range}`,
    fits: (min === undefined || length >= min) && (max === undefined || length <= max),
  };
}

/** The summary of a refused publish, at the top of the form: "Not published: 2 fields need attention". */
export function notPublishedSummary(fields: number): string {
  return `Not published: ${fields} ${fields === 1 ? "field needs" : "fields need"} attention`;
}

function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * An empty list named in words, where Decap would write "0 body": "No body blocks yet" (the
 * list "Body" of blocks), "No features yet" (the list "Features" of features).
 */
export function emptyListWords(label: string, singular: string): string {
  const list = label.toLowerCase();
  const items = plural(singular.toLowerCase());
  return list === items || list.endsWith(` ${items}`)
    ? `No ${list} yet`
    : `No ${list} ${items} yet`;
}
