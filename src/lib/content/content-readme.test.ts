/**
 * The editors' guide (content/README.md) describes every content file in a table. This keeps
 * it true: each file the build checks has a row, the row names every field the schema knows
 * (nested ones too), and a fixed number of records is stated as the schema states it.
 */
import fs from "node:fs";
import path from "node:path";
import type { FieldSpec } from "./field-spec";
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

  it.each(files.filter(([file, schema]) => schema.count && !file.startsWith("blog/")))(
    "states the number of records %s must hold",
    (file, schema) => {
      expect(rowFor(file)).toContain(`| ${schema.count?.exactly} records:`);
    },
  );
});
