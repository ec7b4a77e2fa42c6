/** Placeholder until the section is built (issue 5). */
export function ServicesGrid(_props: { heading: string; intro: string }) {
  return null;
}
