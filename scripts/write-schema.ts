/**
 * npm run schema: writes docs/schema.graphql, the content model's GraphQL types
 * (plugins/site-build/schema/schema-document.ts). A unit test fails while the file is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { schemaDocument } from "../plugins/site-build/schema/schema-document";
import { SITE_ROOT } from "../plugins/site-build/site-paths";

const file = path.join(SITE_ROOT, "docs", "schema.graphql");
fs.writeFileSync(file, schemaDocument());
console.log(`Wrote ${path.relative(SITE_ROOT, file)}`);
