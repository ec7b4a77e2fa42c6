/**
 * The JSON-LD each kind of page must carry, found anywhere in its blocks (a page's trail may
 * sit in the node of the page it belongs to): what search engines read for the page itself,
 * and where the page sits in the site (BreadcrumbList).
 */
const EXPECTED_TYPES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/blogs\/(?!page\/|category\/|author\/)[^/]+$/, ["BlogPosting", "BreadcrumbList"]],
  [/^\/blogs\/category\/[^/]+(\/page\/\d+)?$/, ["CollectionPage", "BreadcrumbList"]],
  [/^\/blogs\/author\/[^/]+(\/page\/\d+)?$/, ["ProfilePage", "BreadcrumbList"]],
  [/^\/case-studies\/[^/]+$/, ["Article", "BreadcrumbList"]],
  [/^\/services\/[^/]+$/, ["Service", "BreadcrumbList"]],
  [/^\/tools\/[^/]+$/, ["BreadcrumbList"]],
  [/^\/ServicePlans$/, ["BreadcrumbList"]],
  [/^\/about$/i, ["AboutPage", "Organization"]],
  [/^\/assessment$/, ["WebPage"]],
];

/** Every @type in a parsed JSON-LD value, nested ones included. */
function typesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) typesIn(item, found);
  } else if (typeof value === "object" && value !== null) {
    const type = (value as Record<string, unknown>)["@type"];
    for (const name of Array.isArray(type) ? type : [type]) {
      if (typeof name === "string") found.add(name);
    }
    for (const item of Object.values(value)) typesIn(item, found);
  }
  return found;
}

/** One problem per type a page of its kind must carry and does not (blocks that do not parse are reported elsewhere). */
export function missingStructuredDataTypes(sitePath: string, blocks: readonly string[]): string[] {
  const expected = EXPECTED_TYPES.find(([pattern]) => pattern.test(sitePath))?.[1] ?? [];
  const found = new Set<string>();
  for (const block of blocks) {
    try {
      typesIn(JSON.parse(block), found);
    } catch {
      // structuredDataProblems reports it.
    }
  }
  return expected
    .filter((type) => !found.has(type))
    .map(
      (type) => `JSON-LD has no ${type} (every page of this kind carries ${expected.join(", ")})`,
    );
}
