/**
 * public/_redirects: one line per redirect (a merged blog category's old page, an old address
 * of a page), in Netlify's format, which the own server (scripts/serve/) answers and several
 * static hosts read. On Netlify only the old addresses of pages are written here; the adapter
 * adds the categories' from Gatsby's redirects below them.
 */
import fs from "node:fs";
import path from "node:path";

/** One old address and where it now leads. */
interface Redirect {
  from: string;
  to: string;
}

export function redirectsFileText(redirects: readonly Redirect[]): string {
  // Forced ("301!"): a page still built at the old address must not shadow the rule on Netlify.
  const lines = redirects.map(({ from, to }) => `${encodeURI(from)}  ${encodeURI(to)}  301!`);
  return `# Written by the build (plugins/site-build/post-build/write-redirects.ts)\n${lines.join("\n")}\n`;
}

export function writeRedirectsFile(publicDir: string, redirects: readonly Redirect[]) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFileText(redirects));
}
