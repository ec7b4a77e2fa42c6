/**
 * The content model's GraphQL schema as one document (docs/schema.graphql): every content type
 * as the record check declares it (src/lib/content-model/schemas.ts via graphql-types.ts), then the
 * fields the build derives (derived-fields.ts). `npm run schema` writes it; a unit test fails
 * when the committed file is stale, so a reviewer reads the whole model in one place.
 */
import { contentTypeDefs } from "../../../src/lib/content-model/graphql-types";
import { DERIVED_FIELDS } from "./derived-fields";

const HEADER = `# The site's content model as GraphQL types, written by \`npm run schema\` from
# src/lib/content-model/schemas.ts (the fields editors type) and
# plugins/site-build/schema/derived-fields.ts (the fields the build computes).
# Do not edit: change those files and run the command.
# @claims: the text may name claims stated elsewhere ({stat: …}, {plan levels: …}); queries
# get them filled in from the records (src/lib/claims/claims.ts).`;

/** The derived fields of every type, as SDL extensions with their descriptions. */
function derivedFieldsSdl(): string {
  return DERIVED_FIELDS.map(({ type, fields }) => {
    const lines = Object.entries(fields).map(
      ([name, field]) => `  "${field.description.replace(/"/g, '\\"')}"\n  ${name}: ${field.type}`,
    );
    return `extend type ${type} {\n${lines.join("\n")}\n}`;
  }).join("\n\n");
}

export function schemaDocument(): string {
  return `${HEADER}\n\n${contentTypeDefs()}\n\n${derivedFieldsSdl()}\n`;
}
