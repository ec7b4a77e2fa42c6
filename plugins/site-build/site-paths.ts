/**
 * The site's folders. Gatsby compiles this plugin's gatsby-node.ts into
 * .cache/compiled/plugins/site-build/, where `__dirname` is that folder, while tests and the
 * command-line tools run the source files: so the root is found by walking up to the folder
 * that holds the site's gatsby-config.ts, which is right from both places.
 */
import fs from "node:fs";
import path from "node:path";

function siteRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "gatsby-config.ts"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no gatsby-config.ts above ${from}`);
  }
}

export const SITE_ROOT = siteRoot(__dirname);
export const PLUGIN_DIR = path.join(SITE_ROOT, "plugins", "site-build");
export const CONTENT_DIR = path.join(SITE_ROOT, "content");
export const PUBLIC_DIR = path.join(SITE_ROOT, "public");
export const TEMPLATES_DIR = path.join(SITE_ROOT, "src", "templates");
