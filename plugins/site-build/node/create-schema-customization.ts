import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../../../src/lib/content-model/graphql-types";
import { BUILD_DAY_TYPE_DEFS } from "../schema/build-day";
import { CLAIMS_EXTENSION } from "../schema/claims-extension";
import { DERIVED_FIELDS } from "../schema/derived-fields";

/**
 * Every content type is declared, not inferred: a field that is missing from JSON then fails
 * validation (onPreInit) instead of silently disappearing from a query, and an empty collection
 * still builds. The types come from the same declarations as that validation
 * (src/lib/content-model/schemas.ts, via graphql-types.ts); the fields the build computes are added
 * from schema/derived-fields.ts. docs/schema.graphql prints both. Texts that may name claims
 * carry `@claims` (schema/claims-extension.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  // Before the types that use it: texts that name claims are filled in when queried.
  actions.createFieldExtension(CLAIMS_EXTENSION);
  actions.createTypes(contentTypeDefs());
  actions.createTypes(BUILD_DAY_TYPE_DEFS);
  for (const { type, node, fields } of DERIVED_FIELDS) {
    actions.createTypes(
      schema.buildObjectType({
        name: type,
        fields: Object.fromEntries(
          Object.entries(fields).map(([name, { type: fieldType, resolve }]) => [
            name,
            { type: fieldType, resolve },
          ]),
        ),
        ...(node ? { interfaces: ["Node"] } : {}),
      }),
    );
  }
};
