/** Placeholder until the section is built (issue 5). */
export function StatsSection() {
  return null;
}
