/**
 * The scripts inlined into every page are TypeScript modules under src/hydration/inline/, read
 * by tsc and ESLint like the rest of the code. The build compiles and minifies each entry with
 * esbuild into one module of strings (src/hydration/inline-scripts.generated.ts) that the
 * server rendering and the page rewrite put into pages; the Content-Security-Policy hashes
 * whatever they put there (built-html/inline-scripts.ts). The module is committed, so a fresh
 * clone typechecks and tests without a build, and rewritten by every build (onPreInit).
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { SITE_ROOT } from "../site-paths";

const INLINE_DIR = path.join(SITE_ROOT, "src", "hydration", "inline");

/** Each exported constant of the generated module and the entry it is compiled from. */
export const INLINE_SCRIPT_ENTRIES = {
  /** First in every page's head: the theme, then the hold on early clicks and submits. */
  FIRST_SCRIPT: "first-script.ts",
  /** Last in every page's body: starts the page's scripts after the first paint. */
  PAGE_SCRIPTS_LOADER: "page-scripts-loader.ts",
  /** The search page's, after its list of every page: the first results of a query in the address. */
  SEARCH_FIRST_RESULTS: "search-first-results.ts",
} as const;

export const INLINE_SCRIPTS_MODULE = path.join(
  SITE_ROOT,
  "src",
  "hydration",
  "inline-scripts.generated.ts",
);

/**
 * Browsers the inline scripts must run in before anything else has loaded: ES2017 keeps arrow
 * functions, const and let, all of which every browser the site supports runs.
 */
const TARGET = "es2017";

/** One entry (a file under src/hydration/inline/) compiled, bundled and minified. */
export function compileInlineScript(entry: string): string {
  const result = buildSync({
    entryPoints: [path.join(INLINE_DIR, entry)],
    bundle: true,
    minify: true,
    format: "iife",
    target: TARGET,
    platform: "browser",
    write: false,
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
    // Not the project's tsconfig: its strict mode would add a "use strict" to every page.
    tsconfigRaw: {},
  });
  const text = result.outputFiles[0].text.trim();
  // Inside <script>, "</script" would end the element early.
  if (/<\/script/i.test(text)) throw new Error(`${entry} compiles to text that ends its <script>`);
  return text;
}

/** The generated module's text. */
export function inlineScriptsModule(): string {
  const constants = Object.entries(INLINE_SCRIPT_ENTRIES).map(
    ([name, entry]) =>
      `/** Compiled from src/hydration/inline/${entry}. */\nexport const ${name} = ${JSON.stringify(compileInlineScript(entry))};`,
  );
  return [
    "// Written by plugins/site-build/hydration/compile-inline-scripts.ts from src/hydration/inline/ on",
    "// every build: change those modules, not this file.",
    ...constants,
    "",
  ].join("\n");
}

/** Rewrites the generated module when its scripts changed; true when it did. */
export function writeInlineScripts(target: string = INLINE_SCRIPTS_MODULE): boolean {
  const text = inlineScriptsModule();
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : null;
  if (current === text) return false;
  fs.writeFileSync(target, text);
  return true;
}
