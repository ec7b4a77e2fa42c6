/**
 * The rules of a legal document that its field schema cannot say: that a table's rows fit its
 * columns and that placeholders and links are ones the page can fill ("Last updated" is a real
 * date: the field's own check, field-spec.ts). Used by the build's content check.
 */
import { hasInlineMarkup, inlineTextProblems } from "./inline-text";

export interface LegalFieldProblem {
  field: string;
  problem: string;
}

/** The fields each kind of block needs (the content schema declares them as its variants). */
export const LEGAL_BLOCK_FIELDS: Record<string, readonly string[]> = {
  paragraph: ["text"],
  list: ["items"],
  table: ["caption", "columns", "rows"],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A table's rows fit its columns (the fields each kind of block needs are the schema's check). */
function blockProblems(block: Record<string, unknown>, field: string): LegalFieldProblem[] {
  const problems: LegalFieldProblem[] = [];
  const type = block.type;
  if (type === "table" && Array.isArray(block.columns) && Array.isArray(block.rows)) {
    const width = block.columns.length;
    block.rows.forEach((row, r) => {
      if (Array.isArray(row) && row.length !== width) {
        problems.push({
          field: `${field}.rows[${r}]`,
          problem: `has ${row.length} cells but the table has ${width} columns`,
        });
      }
    });
  }
  return problems;
}

/** Every text of the document with its field path (for the placeholder and link check). */
function textsOf(value: unknown, field: string, out: [string, string][]): void {
  if (typeof value === "string") out.push([field, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, `${field}[${i}]`, out));
  else if (isRecord(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key !== "type") textsOf(v, field ? `${field}.${key}` : key, out);
    }
  }
}

/** Titles, headings and column names go into the head, the contents list and anchors as they are. */
const SHOWN_AS_WRITTEN = /^(title|description|lastUpdated)$|\.heading$|\.columns\[\d+\]$/;

export function legalDocumentProblems(record: Record<string, unknown>): LegalFieldProblem[] {
  const problems: LegalFieldProblem[] = [];
  if (Array.isArray(record.sections)) {
    record.sections.forEach((section, s) => {
      if (!isRecord(section) || !Array.isArray(section.blocks)) return;
      section.blocks.forEach((block, b) => {
        if (isRecord(block)) problems.push(...blockProblems(block, `sections[${s}].blocks[${b}]`));
      });
    });
  }
  const texts: [string, string][] = [];
  textsOf(record, "", texts);
  for (const [field, text] of texts) {
    if (SHOWN_AS_WRITTEN.test(field)) {
      if (hasInlineMarkup(text)) {
        problems.push({
          field,
          problem:
            "is shown as written: placeholders and links work only in the intro, paragraphs, lists and tables",
        });
      }
      continue;
    }
    for (const problem of inlineTextProblems(text)) problems.push({ field, problem });
  }
  return problems;
}
