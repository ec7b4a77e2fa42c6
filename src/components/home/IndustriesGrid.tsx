/** Placeholder until the section is built (issue 5). */
export function IndustriesGrid() {
  return null;
}
