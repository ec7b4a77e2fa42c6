/**
 * `npm run new -- article "Title" [--category "Name"] [--author "Name"]`
 * `npm run new -- service "Title" [--group "Heading"]`
 * Writes a new record with TODO text where the real words go (the build refuses it until they
 * are written), then says which file to edit and the address the page will have.
 */
import path from "node:path";
import prettier from "prettier";
import { drawContentImage } from "./new-content/draw-cover";
import { scaffoldArticle, scaffoldService, type Scaffolded } from "./new-content/scaffold";
import {
  SOLUTION_OPTIONS_MODULE,
  writeSolutionOptions,
} from "../plugins/site-build/pre-build/solution-options";

const ROOT = path.join(__dirname, "..");
const contentDir = path.join(ROOT, "content");
const USAGE = `Usage:
  npm run new -- article "Title" [--category "Category name"] [--author "Author name"]
  npm run new -- service "Title" [--group "Group heading on /services"]`;

/** The JSON as the repository formats it, so \`npm run lint\` stays clean. */
async function format(json: string, file: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(json, { ...config, filepath: file });
}

function parse(argv: string[]): { kind: string; title: string; flags: Record<string, string> } {
  const [kind = "", ...rest] = argv;
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg.startsWith("--")) {
      const value = rest[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value.\n${USAGE}`);
      flags[arg.slice(2)] = value;
      i += 1;
    } else words.push(arg);
  }
  return { kind, title: words.join(" "), flags };
}

async function main(): Promise<void> {
  const { kind, title, flags } = parse(process.argv.slice(2));
  if (!title || (kind !== "article" && kind !== "service")) throw new Error(USAGE);
  let made: Scaffolded;
  if (kind === "article") {
    made = await scaffoldArticle({
      contentDir,
      title,
      category: flags.category,
      author: flags.author,
      format,
      drawCover: drawContentImage,
    });
  } else {
    made = await scaffoldService({
      contentDir,
      title,
      group: flags.group,
      format,
      afterWrite: () => {
        writeSolutionOptions(contentDir);
      },
      alsoChanged: [SOLUTION_OPTIONS_MODULE],
    });
  }
  const site = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
  console.log(`Wrote ${made.file}`);
  for (const note of made.notes) console.log(`  ${note}`);
  console.log(
    `\nNext: replace every "TODO:" in ${made.file}; \`npm run validate-content\` lists what is left.`,
  );
  console.log(`Its page will be ${site}${encodeURI(made.path)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
