/** The site's folders, from this plugin's place in the repository (plugins/site-build/). */
import path from "node:path";

export const SITE_ROOT = path.resolve(__dirname, "..", "..");
export const CONTENT_DIR = path.join(SITE_ROOT, "content");
export const PUBLIC_DIR = path.join(SITE_ROOT, "public");
export const TEMPLATES_DIR = path.join(SITE_ROOT, "src", "templates");
