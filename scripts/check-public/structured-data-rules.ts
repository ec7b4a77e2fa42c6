/**
 * Rules for the JSON-LD in built pages: every block parses, every top-level node
 * names its @context and @type, and the types search engines use for rich results
 * carry the fields those results need.
 */

type JsonObject = Record<string, unknown>;

/** Fields a top-level node of a type must have (non-empty). */
const REQUIRED_TOP_LEVEL: Record<string, readonly string[]> = {
  BlogPosting: ["headline", "datePublished", "author", "image"],
  Article: ["headline", "author", "image", "datePublished", "dateModified"],
  Organization: ["name", "url", "logo"],
  Service: ["name", "provider"],
  BreadcrumbList: ["itemListElement"],
  ContactPage: ["url", "name"],
};

/** Fields a node of a type must have wherever it appears (offers sit inside other nodes). */
const REQUIRED_ANYWHERE: Record<string, readonly string[]> = {
  Offer: ["price", "priceCurrency"],
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function missingFields(node: JsonObject, rules: Record<string, readonly string[]>): string[] {
  return typesOf(node).flatMap((type) =>
    (rules[type] ?? [])
      .filter((field) => !isPresent(node[field]))
      .map((field) => `${type} is missing "${field}"`),
  );
}

/** Every nested object, depth first, the node itself excluded. */
function nestedObjects(value: unknown): JsonObject[] {
  const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  return children.flatMap((child) => [
    ...(isObject(child) ? [child] : []),
    ...nestedObjects(child),
  ]);
}

/** Problems in one `<script type="application/ld+json">` block's text. */
export function structuredDataProblems(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [`JSON-LD does not parse: ${(error as Error).message}`];
  }
  const blocks = Array.isArray(parsed) ? parsed : [parsed];
  const problems: string[] = [];
  for (const block of blocks) {
    if (!isObject(block)) {
      problems.push("JSON-LD block is not an object");
      continue;
    }
    if (!isPresent(block["@context"])) problems.push("JSON-LD block has no @context");
    const graph = block["@graph"];
    const topLevel = Array.isArray(graph) ? graph.filter(isObject) : [block];
    for (const node of topLevel) {
      if (typesOf(node).length === 0) problems.push("JSON-LD node has no @type");
      problems.push(...missingFields(node, REQUIRED_TOP_LEVEL));
      problems.push(...missingFields(node, REQUIRED_ANYWHERE));
      for (const nested of nestedObjects(node)) {
        problems.push(...missingFields(nested, REQUIRED_ANYWHERE));
      }
    }
  }
  return problems;
}
