/**
 * public/_redirects for a plain build (no deploy target): one line per redirect the pages
 * create (a merged blog category's old page), in Netlify's format, which the own server
 * (scripts/serve/) answers and several static hosts read. On Netlify the adapter writes the
 * same rules into that file from Gatsby's redirects, so this step leaves it alone there.
 */
import fs from "node:fs";
import path from "node:path";
import type { CategoryRedirect } from "../../../src/lib/blog/category-redirects";

export function redirectsFileText(redirects: readonly CategoryRedirect[]): string {
  const lines = redirects.map(({ from, to }) => `${encodeURI(from)}  ${encodeURI(to)}  301`);
  return `# Written by the build (plugins/site-build/post-build/write-redirects.ts)\n${lines.join("\n")}\n`;
}

export function writeRedirectsFile(publicDir: string, redirects: readonly CategoryRedirect[]) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFileText(redirects));
}
