/**
 * The repository paths a text names: what the documentation and the code's comments point a
 * maintainer at. scripts/docs/repository-paths.test.ts checks that each one exists, so a file
 * that moves takes its mentions with it.
 */
import fs from "node:fs";
import path from "node:path";

/** The repository's top-level folders and files a path may start with. */
const ROOTS = [
  "src",
  "plugins",
  "scripts",
  "functions",
  "e2e",
  "docs",
  "content",
  "test-support",
  "netlify",
  "static",
  "bench",
  ".ci",
];
const ROOT_FILES =
  /^(README\.md|package\.json|package-lock\.json|tsconfig\.json|jest\.config\.js|jest\.setup\.ts|eslint\.config\.mjs|playwright\.config\.ts|netlify\.toml|gatsby-(config|node|ssr|browser)\.tsx?)$/;

/** Folders a build or a test run writes: named in the docs, absent from a clone. */
const BUILT = new Set(["public", ".cache", "node_modules", "test-results", "playwright-report"]);

/** A path-like word: folder names and a file name, no spaces. */
const PATH_WORD =
  /(?<![\w./@~*-])(\.?[A-Za-z0-9_][\w.*-]*(?:\/[\w.[\]*<>{}…$-]+)+\/?|[\w-]+\.(?:ts|tsx|mjs|cjs|js|json|toml|md))(?![\w/*<>{}…$])/g;

/**
 * Words that name no file of this repository: placeholders, globs, what a build or a test run
 * writes, and words that only look like paths are not checked.
 */
function isRepositoryPath(word: string): boolean {
  if (/[*<>{}$…]/.test(word)) return false;
  if (word.split("/").some((part) => BUILT.has(part))) return false;
  const first = word.split("/")[0];
  if (!word.includes("/")) return ROOT_FILES.test(word);
  return ROOTS.includes(first);
}

/** The repository paths named in a text, each once, without a trailing dot or slash. */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PATH_WORD)) {
    const word = match[1].replace(/[.]+$/, "");
    if (isRepositoryPath(word)) found.add(word.replace(/\/$/, ""));
  }
  return [...found];
}

/** The comments of a source file: // lines and the lines of /* … *\/ blocks. */
export function commentsOf(source: string): string {
  const comments: string[] = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g)) {
    comments.push(match[0]);
  }
  return comments.join("\n");
}

/**
 * Whether a path named in `file` exists: from the repository's root, from a folder `file` is in
 * (plugins/site-build/node/on-pre-init.ts may say pre-build/before-build.ts), or inside the build
 * plugin, whose files the docs name by their place in it (node/on-pre-init.ts).
 */
export function pathExists(root: string, file: string, named: string): boolean {
  const folders = ["", "plugins/site-build"];
  const parts = file.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i += 1) folders.push(parts.slice(0, i).join("/"));
  return folders.some((folder) => fs.existsSync(path.join(root, folder, named)));
}

/** Every file below a folder, relative to `root`, leaving out what is built or installed. */
export function filesBelow(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (BUILT.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk(folder);
  return out;
}
