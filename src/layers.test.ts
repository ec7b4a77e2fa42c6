import fs from "node:fs";
import path from "node:path";

/**
 * The folders of src/ from the ground up: a module imports its own floor or the floors below,
 * never one above (the theme knows no hydration, the hydration layer no component or hook).
 * Above them all, outside src/, the admin page (plugins/site-cms/), which draws its previews with
 * the site's components: the site never imports it.
 */
const FLOORS = [
  ["theme"],
  ["lib"],
  ["hydration"],
  ["hooks"],
  ["components"],
  ["pages", "templates"],
];

const floorOf = (folder: string): number => FLOORS.findIndex((floor) => floor.includes(folder));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the floors of src/", () => {
  it("name every folder that holds modules", () => {
    const folders = fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "api");
    expect(folders.map((entry) => entry.name).filter((name) => floorOf(name) < 0)).toEqual([]);
  });

  it("are never imported upwards", () => {
    const upward = FLOORS.flat().flatMap((folder) =>
      sources(path.join(__dirname, folder)).flatMap((file) => {
        const text = fs.readFileSync(file, "utf8");
        return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].flatMap(([, target]) => {
          const [imported] = path
            .relative(__dirname, path.resolve(path.dirname(file), target))
            .split(path.sep);
          const above = floorOf(imported) > floorOf(folder);
          return above ? [`${path.relative(__dirname, file)} -> ${target}`] : [];
        });
      }),
    );
    expect(upward).toEqual([]);
  });

  it("never import the admin page's code", () => {
    const cms = path.join(__dirname, "..", "plugins", "site-cms");
    const intoCms = sources(__dirname).flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)]
        .map(([, target]) => path.resolve(path.dirname(file), target))
        .filter((target) => !path.relative(cms, target).startsWith(".."))
        .map((target) => `${path.relative(__dirname, file)} -> ${path.relative(cms, target)}`);
    });
    expect(intoCms).toEqual([]);
  });
});
