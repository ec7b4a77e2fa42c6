/**
 * The editors' guide (content/README.md) describes every content file in a table. This keeps
 * it true: each file the build checks has a row, the row names every field the schema knows
 * (nested ones too), and every range of records is stated with its reason, as the schema states it.
 */
import fs from "node:fs";
import path from "node:path";
import type { FieldSpec } from "./field-spec";
import { countRange, type RecordCount } from "./record-count";
import { BLOG_POST_SCHEMA, COLLECTION_SCHEMAS, type CollectionSchema } from "./schemas";

const readme = fs.readFileSync(
  path.join(__dirname, "..", "..", "..", "content", "README.md"),
  "utf8",
);

function rowFor(file: string): string | undefined {
  return readme.split("\n").find((line) => line.startsWith(`| \`${file}\``));
}

/** Every field name in a record's spec, nested objects and lists of objects included. */
function fieldNames(spec: FieldSpec): string[] {
  if (spec.kind === "object") {
    return Object.entries(spec.fields).flatMap(([name, field]) => [name, ...fieldNames(field)]);
  }
  if (spec.kind === "list") return fieldNames(spec.of);
  return [];
}

const files: [string, CollectionSchema][] = [
  ...Object.entries(COLLECTION_SCHEMAS),
  ["blog/<slug>.json", BLOG_POST_SCHEMA],
];

describe("content/README.md", () => {
  it.each(files)("describes %s with every field it may hold", (file, schema) => {
    const row = rowFor(file);
    expect(row).toBeDefined();
    const missing = [...new Set(fieldNames(schema.record))].filter(
      (name) => !row?.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });

  it.each(files.filter(([, schema]) => schema.count))(
    "states the range of records %s must hold, with its reason",
    (file, schema) => {
      const limits = readme.slice(readme.indexOf("## How many records"));
      const row = limits.split("\n").find((line) => line.startsWith(`| \`${file}\``));
      expect(row).toContain(countRange(schema.count as RecordCount));
      expect(row).toContain(schema.count?.because);
    },
  );

  it("has no limit rows for files that take any number of records", () => {
    const limits = readme.slice(
      readme.indexOf("## How many records"),
      readme.indexOf("\n## ", readme.indexOf("## How many records") + 1),
    );
    const limited = limits.split("\n").flatMap((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? []);
    expect(limited.sort()).toEqual(
      files
        .filter(([, schema]) => schema.count)
        .map(([file]) => file)
        .sort(),
    );
  });
});
