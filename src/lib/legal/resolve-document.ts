/**
 * Turns a legal document as written (placeholders, link markup) into what the page renders.
 * Every text is checked before anything is returned, so one build error lists every bad
 * placeholder of the file at once.
 */
import { fillInlineText, LegalTextError, type InlinePart } from "./inline-text";
import type { LegalBlock, LegalDocumentContent } from "./legal-documents";
import type { PlaceholderValues } from "./placeholders";
import { sectionAnchors } from "./section-anchor";

export type ResolvedBlock =
  | { type: "paragraph"; text: InlinePart[] }
  | { type: "list"; items: InlinePart[][] }
  | { type: "table"; caption: InlinePart[]; columns: string[]; rows: InlinePart[][][] };

export interface ResolvedSection {
  /** The anchor of the section's heading (for the table of contents). */
  id: string;
  heading: string;
  blocks: ResolvedBlock[];
}

export interface ResolvedLegalDocument {
  title: string;
  description: string;
  lastUpdated: string;
  intro: InlinePart[][];
  sections: ResolvedSection[];
}

/**
 * `file` names the document in messages, e.g. "content/legal/privacy-policy.json".
 * Throws a LegalTextError naming the file, field and placeholder of every problem.
 */
export function resolveLegalDocument(
  document: LegalDocumentContent,
  values: PlaceholderValues,
  file: string,
): ResolvedLegalDocument {
  const problems: string[] = [];
  const fill = (text: string, field: string): InlinePart[] => {
    try {
      return fillInlineText(text, values, `${file}: field "${field}"`);
    } catch (error) {
      if (!(error instanceof LegalTextError)) throw error;
      problems.push(error.message);
      return [{ kind: "text", text }];
    }
  };
  const block = (item: LegalBlock, field: string): ResolvedBlock => {
    switch (item.type) {
      case "list":
        return { type: "list", items: item.items.map((t, i) => fill(t, `${field}.items[${i}]`)) };
      case "table":
        return {
          type: "table",
          caption: fill(item.caption, `${field}.caption`),
          columns: item.columns,
          rows: item.rows.map((row, r) =>
            row.map((cell, c) => fill(cell, `${field}.rows[${r}][${c}]`)),
          ),
        };
      default:
        return { type: "paragraph", text: fill(item.text, `${field}.text`) };
    }
  };
  const ids = sectionAnchors(document.sections.map((section) => section.heading));
  const resolved: ResolvedLegalDocument = {
    title: document.title,
    description: document.description,
    lastUpdated: document.lastUpdated,
    intro: document.intro.map((text, i) => fill(text, `intro[${i}]`)),
    sections: document.sections.map((section, s) => ({
      id: ids[s],
      heading: section.heading,
      blocks: section.blocks.map((item, b) => block(item, `sections[${s}].blocks[${b}]`)),
    })),
  };
  if (problems.length > 0) {
    throw new LegalTextError(
      `The legal text cannot be shown; fix ${file} and build again:\n${problems.join("\n")}`,
    );
  }
  return resolved;
}
