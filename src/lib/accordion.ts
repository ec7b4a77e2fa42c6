/**
 * Clicking a closed item opens it (closing any other, so only
 * one is open); clicking the open item closes it. `null` means all closed.
 */
export function toggleAccordionItem(openIndex: number | null, clicked: number): number | null {
  return openIndex === clicked ? null : clicked;
}

/** A stable, selector-safe id fragment from a display name ("Financial Services" -> "financial-services"). */
export function idFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
