import fs from "node:fs";
import path from "node:path";
import { commentsOf, filesBelow, namedPaths, pathExists } from "./repository-paths";

const ROOT = path.join(__dirname, "..", "..");

/** This file and its module show paths that do not exist, as examples. */
const SELF = new Set(["scripts/docs/repository-paths.test.ts", "scripts/docs/repository-paths.ts"]);

/** The documentation a maintainer reads. */
const DOCUMENTS = [
  "README.md",
  "content/README.md",
  "src/hydration/README.md",
  "bench/RESULTS.md",
  "bench/HISTORY.md",
  ...filesBelow(ROOT, "docs").filter((file) => file.endsWith(".md")),
];

/** The code whose comments name files. */
const CODE = ["src", "plugins", "scripts", "bench", "functions", "e2e", "test-support", "netlify"]
  .flatMap((folder) => filesBelow(ROOT, folder))
  .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
  .filter((file) => !SELF.has(file));
const ROOT_CODE = fs
  .readdirSync(ROOT)
  .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !file.endsWith(".d.ts"));

/** Paths named on purpose that a clone does not have, each with why. */
const NOT_IN_A_CLONE = new Set([
  // What `npm run new -- article "Your Article Title"` writes, as the editors' guide shows it.
  "content/blog/your-article-title.json",
  "content/images/blog/your-article-title.png",
  // Where partner marks would go once a programme's terms allow them (none today).
  "content/images/partners",
  // An example of a picture's path in a comment.
  "content/images/blog/x.png",
]);

function missingIn(file: string, text: string): string[] {
  return namedPaths(text)
    .filter((named) => !NOT_IN_A_CLONE.has(named) && !pathExists(ROOT, file, named))
    .map((named) => `${file} names ${named}`);
}

describe("the paths the documentation and comments name", () => {
  it("finds paths in a text and leaves placeholders, globs and other words alone", () => {
    expect(
      namedPaths(
        "See `src/lib/seo.ts`, plugins/site-build/ and gatsby-config.ts; content/legal/<slug>.json, src/**/*.ts, e.g. and a/b are not.",
      ),
    ).toEqual(["src/lib/seo.ts", "plugins/site-build", "gatsby-config.ts"]);
  });

  it("reads the comments of code, not its strings", () => {
    expect(
      commentsOf('const url = "http://x/src/a.ts"; // see src/b.ts\n/** and src/c.ts */'),
    ).toBe("// see src/b.ts\n/** and src/c.ts */");
  });

  it.each(DOCUMENTS)("%s names only paths that exist", (file) => {
    expect(missingIn(file, fs.readFileSync(path.join(ROOT, file), "utf8"))).toEqual([]);
  });

  it("code comments name only paths that exist", () => {
    const missing = [...CODE, ...ROOT_CODE].flatMap((file) =>
      missingIn(file, commentsOf(fs.readFileSync(path.join(ROOT, file), "utf8"))),
    );
    expect(missing).toEqual([]);
  });

  it("keeps the README a front door: under 200 lines, linking every page of docs/", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme.split("\n").length).toBeLessThan(200);
    for (const page of DOCUMENTS.filter((file) => file.startsWith("docs/"))) {
      expect(readme).toContain(`](${page})`);
    }
  });
});
