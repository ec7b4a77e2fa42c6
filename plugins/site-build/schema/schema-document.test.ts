import fs from "node:fs";
import path from "node:path";
import { parse } from "graphql";
import { CONTENT_NODE_TYPES } from "../../../src/lib/content-model/graphql-types";
import { SITE_ROOT } from "../site-paths";
import { DERIVED_FIELDS } from "./derived-fields";
import { schemaDocument } from "./schema-document";

describe("docs/schema.graphql", () => {
  it("is what the declarations give (run `npm run schema` after changing them)", () => {
    const committed = fs.readFileSync(path.join(SITE_ROOT, "docs", "schema.graphql"), "utf8");
    expect(committed).toBe(schemaDocument());
  });

  it("is GraphQL, with every content type and every derived field", () => {
    const document = parse(schemaDocument());
    const names = document.definitions.flatMap((definition) =>
      "name" in definition && definition.name ? [definition.name.value] : [],
    );
    for (const { name } of CONTENT_NODE_TYPES) expect(names).toContain(name);
    const printed = schemaDocument();
    for (const { type, fields } of DERIVED_FIELDS) {
      for (const [field, { type: fieldType }] of Object.entries(fields)) {
        expect(printed).toMatch(
          new RegExp(
            `extend type ${type} \\{[^}]*\\n  ${field}: ${fieldType.replace(/[![\]]/g, "\\$&")}\\n`,
          ),
        );
      }
    }
  });
});
