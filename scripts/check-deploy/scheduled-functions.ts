/**
 * The site's own Netlify Functions (netlify/functions/): the scheduled ones that run `leads retry`
 * and `leads purge` on Netlify. gatsby-adapter-netlify writes only the Gatsby Functions, into
 * .netlify/functions-internal/, and leaves this folder alone; Netlify's build bundles it beside
 * them (esbuild, for TypeScript) and reads each function's `config.schedule` from its source.
 * `npm run check:deploy` does the same here: it lists them with their schedules, bundles each as
 * Netlify does and calls the bundle as Netlify's scheduler would.
 */
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Netlify's default folder for a site's own functions (netlify.toml names it too). */
export const USER_FUNCTIONS_DIR = path.posix.join("netlify", "functions");

export interface UserFunction {
  /** The function's name on Netlify: its file name without the extension. */
  name: string;
  file: string;
  /** `config.schedule`, when the function is a scheduled one. */
  schedule: string | undefined;
}

const CRON_ALIASES = new Set(["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@hourly"]);
// One cron field: *, numbers, ranges and lists, each with an optional step.
const CRON_FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;

/** Why `schedule` is no schedule Netlify takes (five cron fields, UTC, or an alias), if it is not. */
export function scheduleProblem(schedule: unknown): string | undefined {
  if (typeof schedule !== "string" || schedule.trim() === "") return "has no config.schedule";
  const value = schedule.trim();
  if (CRON_ALIASES.has(value)) return undefined;
  const fields = value.split(/\s+/);
  if (fields.length !== 5 || !fields.every((field) => CRON_FIELD.test(field))) {
    return `has a schedule Netlify cannot read: ${JSON.stringify(value)}`;
  }
  return undefined;
}

/** The functions in netlify/functions, each with its `config` read from the module itself. */
export async function userFunctions(siteDir: string): Promise<UserFunction[]> {
  const dir = path.join(siteDir, USER_FUNCTIONS_DIR);
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => /\.(m|c)?[jt]s$/.test(name))
    .sort();
  const found: UserFunction[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    const loaded = (await import(pathToFileURL(file).href)) as { config?: { schedule?: string } };
    found.push({ name: name.replace(/\.[^.]+$/, ""), file, schedule: loaded.config?.schedule });
  }
  return found;
}

/** Bundles one function as Netlify's build does (esbuild, Node, ES module); the bundle's path. */
export async function bundleAsNetlify(
  fn: UserFunction,
  outDir: string,
): Promise<{ file: string; bytes: number }> {
  const result = await build({
    entryPoints: [fn.file],
    bundle: true,
    platform: "node",
    format: "esm",
    target: ["node20"],
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    metafile: true,
    logLevel: "silent",
    // What Netlify puts first in an ES module bundle, so bundled CommonJS packages can require.
    banner: {
      js: [
        'import { createRequire as netlifyCreateRequire } from "node:module";',
        "const require = netlifyCreateRequire(import.meta.url);",
      ].join("\n"),
    },
  });
  const [file, output] = Object.entries(result.metafile.outputs).find(([name]) =>
    name.endsWith(".mjs"),
  ) ?? ["", { bytes: 0 }];
  return { file: path.resolve(file), bytes: output.bytes };
}

/** Calls a bundled scheduled function as Netlify's scheduler does: a POST naming the next run. */
export async function callScheduled(
  bundle: string,
  nextRun: Date,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const loaded = (await import(pathToFileURL(bundle).href)) as {
    default: (request: Request, context: unknown) => Promise<Response>;
  };
  const request = new Request("https://example.netlify.app/.netlify/functions/scheduled", {
    method: "POST",
    body: JSON.stringify({ next_run: nextRun.toISOString() }),
  });
  const response = await loaded.default(request, {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
