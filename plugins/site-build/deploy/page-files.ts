/**
 * Where a page's HTML is in public/, in the two layouts a build can leave.
 *
 * `gatsby build` writes "/about" to about/index.html, which the own server and the post-build
 * checks read. Netlify would answer /about with a redirect to /about/, so its adapter moves
 * the file to about.html (with trailingSlash "never"), which Netlify serves at /about. A
 * later build reuses unchanged HTML without checking that the file is still there, so the
 * moved files must be put back before the next build (and before `npm run serve`).
 */

const trimmed = (pagePath: string) => pagePath.replace(/^\/+/, "").replace(/\/+$/, "");

/** The file `gatsby build` writes: "/" -> "index.html", "/about" -> "about/index.html". */
export function builtHtmlFile(pagePath: string): string {
  const relative = trimmed(pagePath);
  if (relative === "") return "index.html";
  return relative.endsWith(".html") ? relative : `${relative}/index.html`;
}

/** The inverse of builtHtmlFile: "about/index.html" -> "/about"; null for a file not a page. */
export function sitePathOf(relativeFile: string): string | null {
  const file = relativeFile.split("\\").join("/");
  if (!file.endsWith(".html")) return null;
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** The file the Netlify adapter moves a page to: "/about" -> "about.html"; "/" stays. */
export function prettyHtmlFile(pagePath: string): string {
  const relative = trimmed(pagePath);
  if (relative === "") return "index.html";
  return relative.endsWith(".html") ? relative : `${relative}.html`;
}

/**
 * Whether the adapter may move the page to its pretty file: not when that file is another
 * page's own ("/404" onto 404.html, the "/404.html" page). The two differ (each names its own
 * path in an inline script), so the move would leave one path with a page whose inline script
 * its Content-Security-Policy does not allow.
 */
export function mayMoveToPrettyFile(pagePath: string, builtFiles: ReadonlySet<string>): boolean {
  const pretty = prettyHtmlFile(pagePath);
  return pretty !== builtHtmlFile(pagePath) && !builtFiles.has(pretty);
}

/** Each page's HTML file in the deploy output (relative to public/). */
export function deployedHtmlFiles(pagePaths: readonly string[]): Map<string, string> {
  const builtFiles = new Set(pagePaths.map(builtHtmlFile));
  return new Map(
    pagePaths.map((pagePath) => [
      pagePath,
      mayMoveToPrettyFile(pagePath, builtFiles)
        ? prettyHtmlFile(pagePath)
        : builtHtmlFile(pagePath),
    ]),
  );
}

export type LayoutStep =
  { kind: "move"; from: string; to: string } | { kind: "delete"; file: string };

/**
 * The steps that put the deploy layout back into the one `gatsby build` writes (paths relative
 * to public/). A moved file next to a page built again since is stale and deleted.
 */
export function restoreBuiltLayoutSteps(
  pagePaths: readonly string[],
  exists: (file: string) => boolean,
): LayoutStep[] {
  const steps: LayoutStep[] = [];
  for (const [pagePath, deployed] of [...deployedHtmlFiles(pagePaths)].sort()) {
    const built = builtHtmlFile(pagePath);
    if (deployed === built || !exists(deployed)) continue;
    steps.push(
      exists(built)
        ? { kind: "delete", file: deployed }
        : { kind: "move", from: deployed, to: built },
    );
  }
  return steps;
}
