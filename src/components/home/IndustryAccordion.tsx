/** Placeholder until the section is built (issue 5). */
export function IndustryAccordion() {
  return null;
}
