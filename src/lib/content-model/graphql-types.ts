/**
 * The GraphQL types of the content nodes, derived from the declarations that check the
 * records (schemas.ts): a field is declared once, and the check and the queries cannot
 * disagree about it. gatsby-node's createSchemaCustomization hands the result to Gatsby.
 *
 * - text, enum, link and icon fields are `String`; numbers `Int` (whole) or `Float`;
 * - an image is the `File` it names, relative to its JSON file (`@fileByRelativePath`);
 * - an object is a type of its own, named by its `typeName` or else by the owning type and
 *   the field ("Service" + "hero" = "ServiceHero"; a list's items by the field in the
 *   singular, "Plan" + "features" = "PlanFeature"); objects sharing a name must agree;
 * - a field an editor may leave out or set to null is nullable, every other one `!`;
 * - a record's own `id` is stored as `jsonId` (a node's `id` is Gatsby's) and queried as
 *   "<type>Id" ("testimonialId") or the field's `graphql.name`;
 * - `graphql.type` replaces the whole type where a query needs more than the value (a slug
 *   list linked to the records it names);
 * - a text that may name claims (`claims`) carries `@claims`, whose resolver fills them in
 *   (src/lib/claims/claims.ts, plugins/site-build/schema/claims-extension.ts).
 */
import { BLOG_TYPE, COLLECTIONS, LEGAL_TYPE, type CollectionFile } from "./collections";
import type { FieldSpec } from "./field-spec";
import { BLOG_POST_SCHEMA, COLLECTION_SCHEMAS, legalDocumentSchema } from "./schemas";

/** A content node type: its name and the declaration of one record. */
export interface ContentNodeType {
  name: string;
  record: FieldSpec;
}

/** The field a record's own "id" is stored under on its node (see onCreateNode in gatsby-node). */
export const RECORD_ID_FIELD = "jsonId";

/** Every content node type: each collection's, the blog's and the legal pages'. */
export const CONTENT_NODE_TYPES: readonly ContentNodeType[] = [
  ...(Object.keys(COLLECTIONS) as CollectionFile[]).map((file) => ({
    name: COLLECTIONS[file].type,
    record: COLLECTION_SCHEMAS[file].record,
  })),
  { name: BLOG_TYPE, record: BLOG_POST_SCHEMA.record },
  // The number of sections differs per document but only matters to the check, not the type.
  { name: LEGAL_TYPE, record: legalDocumentSchema(1).record },
];

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const lowerFirst = (word: string): string => word.charAt(0).toLowerCase() + word.slice(1);

/** "features" -> "feature", "entries" -> "entry"; the name of one item of a list field. */
function singular(word: string): string {
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Collects the object types met on the way, one definition per name. */
class TypeCollector {
  private readonly bodies = new Map<string, string>();
  private readonly order: string[] = [];

  add(name: string, header: string, fields: readonly string[]): void {
    const body = fields.join("\n");
    const known = this.bodies.get(name);
    if (known !== undefined) {
      if (known !== body) {
        throw new Error(
          `Two different objects in the content schemas are both GraphQL type "${name}"; give one another typeName`,
        );
      }
      return;
    }
    this.bodies.set(name, body);
    this.order.push(`${header} {\n${fields.map((field) => `  ${field}`).join("\n")}\n}`);
  }

  sdl(): string {
    return this.order.join("\n\n");
  }
}

interface FieldType {
  type: string;
  directives: string;
}

function typeOf(spec: FieldSpec, owner: string, field: string, types: TypeCollector): FieldType {
  const required = spec.optional || spec.nullable ? "" : "!";
  switch (spec.kind) {
    case "string":
      // A text that names claims is filled in from their records when queried (@claims).
      return { type: `String${required}`, directives: spec.claims ? " @claims" : "" };
    case "enum":
    case "link":
    case "icon":
      return { type: `String${required}`, directives: "" };
    case "number":
      return { type: `${spec.integer ? "Int" : "Float"}${required}`, directives: "" };
    case "boolean":
      return { type: `Boolean${required}`, directives: "" };
    case "image":
      return { type: `File${required}`, directives: " @fileByRelativePath" };
    case "list": {
      const item = typeOf(spec.of, owner, singular(field), types);
      return { type: `[${item.type}]${required}`, directives: item.directives };
    }
    case "object": {
      const name = spec.typeName ?? `${owner}${capitalise(field)}`;
      types.add(name, `type ${name}`, fieldLines(spec.fields, name, types));
      return { type: `${name}${required}`, directives: "" };
    }
  }
}

function fieldLine(
  spec: FieldSpec,
  name: string,
  owner: string,
  types: TypeCollector,
  extraDirectives = "",
): string {
  const queried = spec.graphql?.name ?? name;
  if (spec.graphql?.type) return `${queried}: ${spec.graphql.type}${extraDirectives}`;
  const { type, directives } = typeOf(spec, owner, name, types);
  return `${queried}: ${type}${directives}${extraDirectives}`;
}

function fieldLines(
  fields: Record<string, FieldSpec>,
  owner: string,
  types: TypeCollector,
): string[] {
  return Object.entries(fields).map(([name, spec]) => fieldLine(spec, name, owner, types));
}

/** The SDL of the given node types and every object type they hold. */
export function contentTypeDefs(
  nodeTypes: readonly ContentNodeType[] = CONTENT_NODE_TYPES,
): string {
  const types = new TypeCollector();
  for (const { name, record } of nodeTypes) {
    if (record.kind !== "object") throw new Error(`The record of ${name} must be an object`);
    const fields = Object.entries(record.fields).map(([field, spec]) =>
      field === "id"
        ? fieldLine(
            { ...spec, graphql: { name: `${lowerFirst(name)}Id`, ...spec.graphql } },
            field,
            name,
            types,
            ` @proxy(from: "${RECORD_ID_FIELD}")`,
          )
        : fieldLine(spec, field, name, types),
    );
    // `position` is the record's place in its file, added by onCreateNode.
    types.add(name, `type ${name} implements Node @dontInfer`, ["position: Int!", ...fields]);
  }
  return types.sdl();
}
