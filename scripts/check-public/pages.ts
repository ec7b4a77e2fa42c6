import { PAGE_ALIASES } from "../../src/lib/routes";
/** Which built HTML files are pages the checks apply to. */

/** Not-found pages and the alias/redirect routes that point elsewhere on purpose. */
export const EXCLUDED_PAGES: readonly string[] = [
  "/404",
  "/404.html",
  "/dev-404-page",
  "/About",
  ...PAGE_ALIASES.map((alias) => alias.from),
];

export function isCheckedPage(sitePath: string): boolean {
  return !EXCLUDED_PAGES.includes(sitePath);
}
