import { slugify } from "../slug";

/**
 * Anchors of the sections, for the table of contents and for links into a policy
 * ("/PrivacyPolicy#your-rights-complaints-and-contacting-us"). The editor's numbering
 * ("7. ") is left out so an anchor survives a renumbering.
 */
export function sectionAnchor(heading: string): string {
  return slugify(heading.replace(/^\s*\d+(\.\d+)*\.?\s+/, "")) || "section";
}

/** One anchor per heading, made unique with a counter where two headings read alike. */
export function sectionAnchors(headings: readonly string[]): string[] {
  const used = new Map<string, number>();
  return headings.map((heading) => {
    const base = sectionAnchor(heading);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
