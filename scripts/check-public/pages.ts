/** Which built HTML files are pages the checks apply to. */

/** Not-found pages and the alias/redirect routes that point elsewhere on purpose. */
export const EXCLUDED_PAGES: readonly string[] = [
  "/404",
  "/404.html",
  "/dev-404-page",
  "/About",
  "/services/emergency-support",
];

/** The site path a built HTML file serves ("about/index.html" -> "/about"), or null if not a page. */
export function pagePathOf(relativeFile: string): string | null {
  const file = relativeFile.split("\\").join("/");
  if (!file.endsWith(".html")) return null;
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

export function isCheckedPage(sitePath: string): boolean {
  return !EXCLUDED_PAGES.includes(sitePath);
}
