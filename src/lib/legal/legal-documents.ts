/**
 * The three legal pages: which file in content/legal/ feeds which route, and how many
 * sections each must have (the page's table of contents and the tests rely on them).
 */
import { PAGES } from "../routes";
export const LEGAL_DIRECTORY = "legal";
export const LEGAL_TYPE = "LegalDocument";

export const LEGAL_DOCUMENTS = {
  "privacy-policy": { path: PAGES.privacyPolicy.path, sectionCount: 7, backToHome: false },
  "cookie-policy": { path: PAGES.cookiePolicy.path, sectionCount: 6, backToHome: true },
  "terms-of-service": { path: PAGES.termsOfService.path, sectionCount: 11, backToHome: true },
} as const;

export type LegalSlug = keyof typeof LEGAL_DOCUMENTS;

export const LEGAL_SLUGS = Object.keys(LEGAL_DOCUMENTS) as LegalSlug[];

export function isLegalSlug(value: string): value is LegalSlug {
  return Object.prototype.hasOwnProperty.call(LEGAL_DOCUMENTS, value);
}

/** "legal/cookie-policy.json" -> "cookie-policy" (null for anything outside legal/). */
export function legalSlugFromPath(relativePath: string): string | null {
  const match = new RegExp(`^${LEGAL_DIRECTORY}/([^/]+)\\.json$`).exec(relativePath);
  return match ? match[1] : null;
}

/** Where an editor finds the text of a page, as messages name it. */
export function legalContentPath(slug: string): string {
  return `content/${LEGAL_DIRECTORY}/${slug}.json`;
}

export interface ParagraphBlock {
  type: "paragraph";
  text: string;
}
export interface ListBlock {
  type: "list";
  items: string[];
}
export interface TableBlock {
  type: "table";
  caption: string;
  columns: string[];
  rows: string[][];
}
export type LegalBlock = ParagraphBlock | ListBlock | TableBlock;

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** A legal document as an editor writes it (placeholders still in the text). */
export interface LegalDocumentContent {
  title: string;
  description: string;
  /** ISO date, e.g. "2026-11-23". */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

/** A block as GraphQL returns it: every field of every block type, absent ones null. */
export interface QueriedLegalBlock {
  readonly type: string;
  readonly text?: string | null;
  readonly items?: readonly string[] | null;
  readonly caption?: string | null;
  readonly columns?: readonly string[] | null;
  readonly rows?: readonly (readonly string[])[] | null;
}

/** Narrows a queried block to its type; the content check has already vouched for its fields. */
export function toLegalBlock(block: QueriedLegalBlock): LegalBlock {
  switch (block.type) {
    case "list":
      return { type: "list", items: [...(block.items ?? [])] };
    case "table":
      return {
        type: "table",
        caption: block.caption ?? "",
        columns: [...(block.columns ?? [])],
        rows: (block.rows ?? []).map((row) => [...row]),
      };
    default:
      return { type: "paragraph", text: block.text ?? "" };
  }
}

/** A legal document as a page query returns it. */
export interface QueriedLegalDocument {
  readonly title: string;
  readonly description: string;
  readonly lastUpdated: string;
  readonly intro: readonly string[];
  readonly sections: readonly {
    readonly heading: string;
    readonly blocks: readonly QueriedLegalBlock[];
  }[];
}

export function toLegalDocumentContent(document: QueriedLegalDocument): LegalDocumentContent {
  return {
    title: document.title,
    description: document.description,
    lastUpdated: document.lastUpdated,
    intro: [...document.intro],
    sections: document.sections.map((section) => ({
      heading: section.heading,
      blocks: section.blocks.map(toLegalBlock),
    })),
  };
}
