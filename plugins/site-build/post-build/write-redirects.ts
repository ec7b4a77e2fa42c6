/**
 * public/_redirects for a plain build (no deploy target): one line per redirect the pages
 * create (a merged blog category's old page, an old address of a page), in Netlify's format, which the own server
 * (scripts/serve/) answers and several static hosts read. On Netlify the adapter writes the
 * same rules into that file from Gatsby's redirects, so this step leaves it alone there.
 */
import fs from "node:fs";
import path from "node:path";

/** One old address and where it now leads. */
interface Redirect {
  from: string;
  to: string;
}

export function redirectsFileText(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${encodeURI(from)}  ${encodeURI(to)}  301`);
  return `# Written by the build (plugins/site-build/post-build/write-redirects.ts)\n${lines.join("\n")}\n`;
}

export function writeRedirectsFile(publicDir: string, redirects: readonly Redirect[]) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFileText(redirects));
}
