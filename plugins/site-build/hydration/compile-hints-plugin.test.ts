import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SourceMap } from "node:module";
import webpack from "webpack";
import { ALL_FUNCTIONS_CALLED_ON_LOAD, CompileHintsPlugin } from "./compile-hints-plugin";

/** Builds two entries ("app" and "other") in production mode; returns the output folder. */
async function build(groups: readonly string[]): Promise<{ dir: string; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(
    path.join(dir, "app.js"),
    'export function greet(name) {\n  return "hello " + name;\n}\nconsole.log(greet(document.title));\n',
  );
  fs.writeFileSync(path.join(dir, "other.js"), "console.log(document.title.length);\n");
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./app.js", other: "./other.js" },
    devtool: "source-map",
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
    plugins: [new CompileHintsPlugin(groups)],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return { dir: path.join(dir, "out"), errors: stats.compilation.errors.map((e) => e.message) };
}

const outputFile = (dir: string, prefix: string) => {
  const file = fs.readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith(".js"));
  if (!file) throw new Error(`no ${prefix} bundle in ${dir}`);
  return path.join(dir, file);
};

describe("CompileHintsPlugin", () => {
  it("puts the compile hint first in the named group's scripts only, and the source map still points at the source", async () => {
    const { dir, errors } = await build(["app"]);
    expect(errors).toEqual([]);
    const app = outputFile(dir, "app-");
    const code = fs.readFileSync(app, "utf8");
    expect(code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    expect(fs.readFileSync(outputFile(dir, "other-"), "utf8")).not.toContain(
      "allFunctionsCalledOnLoad",
    );

    const map = new SourceMap(JSON.parse(fs.readFileSync(`${app}.map`, "utf8")));
    const at = code.indexOf('"hello "');
    const before = code.slice(0, at);
    // Zero-based lines and columns.
    const entry = map.findEntry(before.split("\n").length - 1, at - before.lastIndexOf("\n") - 1);
    expect("originalSource" in entry && entry.originalSource).toMatch(/app\.js$/);
    expect("originalLine" in entry && entry.originalLine).toBe(1);
  });

  it("the file name's hash covers the hint (a cached copy without it is never reused)", async () => {
    const withHint = path.basename(outputFile((await build(["app"])).dir, "app-"));
    const without = path.basename(outputFile((await build([])).dir, "app-"));
    expect(withHint).not.toBe(without);
  });

  it("fails the build when a named group does not exist", async () => {
    const { errors } = await build(["app", "gone"]);
    expect(errors).toEqual([expect.stringContaining('no chunk group "gone"')]);
  });
});
