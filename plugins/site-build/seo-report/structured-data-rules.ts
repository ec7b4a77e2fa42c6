/**
 * The rules the site's JSON-LD is judged by, in one place for the two readers: the SEO report
 * (/admin/seo/, `npm run seo`), which shows every property as present or missing, and the build
 * gate (`npm run check:public`), which fails on a missing required one. Both call
 * `judgeStructuredData`, so they cannot disagree.
 *
 * Each rule names the page it was taken from. Google's documentation says which properties a
 * rich result requires and which it recommends; where Google only recommends a property that
 * the site always writes (an article's image, its date), the site requires it as well
 * (`siteRequires`), so losing it fails the build. Types Google shows no rich result for
 * (Service, ContactPage) are judged by schema.org and the site's own rule, and say so.
 */

export type GoogleLevel = "required" | "recommended";

type JsonObject = Record<string, unknown>;

export interface PropertyRule {
  /** A property, or a path through nested values ("author.name": every author's name). */
  property: string;
  /** What Google's documentation says of it; null where the rule is schema.org's or the site's. */
  google: GoogleLevel | null;
  /** The site requires it although Google only recommends it (or documents no rich result). */
  siteRequires?: boolean;
  /** A test other than "the path has a value" (for a condition a path cannot say). */
  isPresentIn?: (node: JsonObject) => boolean;
}

export interface TypeRule {
  /** The schema.org types the rule applies to. */
  types: readonly string[];
  /** What the markup is read for, as a reviewer would name it. */
  feature: string;
  /** The documentation the properties below come from. */
  source: string;
  /** "top": nodes at the top of a block or of its @graph; "anywhere": nested nodes too. */
  scope: "top" | "anywhere";
  properties: readonly PropertyRule[];
  /** What a reviewer should know that the list does not say. */
  note?: string;
}

const ARTICLE_SOURCE =
  "https://developers.google.com/search/docs/appearance/structured-data/article";

/** Google: "There are no required properties"; these are the recommended ones. */
const articleProperties = (siteRequired: readonly string[]): PropertyRule[] =>
  ["headline", "image", "datePublished", "dateModified", "author", "author.name", "author.url"].map(
    (property) => ({
      property,
      google: "recommended" as const,
      siteRequires: siteRequired.includes(property),
    }),
  );

/** A breadcrumb's steps: each but the last names the page it leads to. */
function everyStepButTheLastHasItem(node: JsonObject): boolean {
  const steps = node.itemListElement;
  if (!Array.isArray(steps) || steps.length === 0) return false;
  return steps.slice(0, -1).every((step) => isObject(step) && hasValue(step.item));
}

export const STRUCTURED_DATA_RULES: readonly TypeRule[] = [
  {
    types: ["BlogPosting"],
    feature: "Article rich result",
    source: ARTICLE_SOURCE,
    scope: "top",
    properties: articleProperties(["headline", "image", "datePublished", "author"]),
    note: "Google requires no Article property; the site requires the ones it always writes.",
  },
  {
    types: ["Article", "NewsArticle"],
    feature: "Article rich result",
    source: ARTICLE_SOURCE,
    scope: "top",
    properties: articleProperties(["headline", "image", "datePublished", "dateModified", "author"]),
    note: "Google requires no Article property; the site requires the ones it always writes.",
  },
  {
    types: ["BreadcrumbList"],
    feature: "Breadcrumb rich result",
    source: "https://developers.google.com/search/docs/appearance/structured-data/breadcrumb",
    scope: "anywhere",
    properties: [
      { property: "itemListElement", google: "required" },
      { property: "itemListElement.position", google: "required" },
      { property: "itemListElement.name", google: "required" },
      {
        property: "itemListElement.item (every step but the last)",
        google: "required",
        isPresentIn: everyStepButTheLastHasItem,
      },
    ],
    note: "The last step may leave out item: Google takes the page's own URL.",
  },
  {
    types: ["Organization", "Corporation", "LocalBusiness", "ProfessionalService"],
    feature: "Organization (logo and knowledge panel)",
    source: "https://developers.google.com/search/docs/appearance/structured-data/organization",
    scope: "top",
    properties: [
      ...["name", "url", "logo"].map((property) => ({
        property,
        google: "recommended" as const,
        siteRequires: true,
      })),
      ...[
        "description",
        "sameAs",
        "address",
        "telephone",
        "email",
        "contactPoint",
        "legalName",
        "foundingDate",
      ].map((property) => ({ property, google: "recommended" as const })),
    ],
    note: "Google requires no Organization property. It also lists identifiers (vatID, taxID, duns, leiCode, naics, iso6523Code, globalLocationNumber), any one of which applies.",
  },
  {
    types: ["Service"],
    feature: "schema.org Service (no Google rich result)",
    source: "https://schema.org/Service",
    scope: "top",
    properties: [
      { property: "name", google: null, siteRequires: true },
      { property: "provider", google: null, siteRequires: true },
    ],
    note: "Google shows no rich result for Service; the site requires a name and its provider.",
  },
  {
    types: ["Offer"],
    feature: "Offer (price)",
    source: "https://developers.google.com/search/docs/appearance/structured-data/merchant-listing",
    scope: "anywhere",
    properties: [
      { property: "price", google: "required" },
      { property: "priceCurrency", google: "required" },
    ],
    note: "Google shows prices for a Product's offers; the site's offers belong to services, and carry what Google asks of any offer.",
  },
  {
    types: ["FAQPage"],
    feature: "FAQ rich result",
    source: "https://developers.google.com/search/docs/appearance/structured-data/faqpage",
    scope: "top",
    properties: [
      { property: "mainEntity", google: "required" },
      { property: "mainEntity.name", google: "required" },
      { property: "mainEntity.acceptedAnswer", google: "required" },
      { property: "mainEntity.acceptedAnswer.text", google: "required" },
    ],
    note: "Since August 2023 Google shows FAQ rich results only for well-known government and health sites.",
  },
  {
    types: ["ContactPage"],
    feature: "schema.org ContactPage (no Google rich result)",
    source: "https://schema.org/ContactPage",
    scope: "top",
    properties: [
      { property: "url", google: null, siteRequires: true },
      { property: "name", google: null, siteRequires: true },
    ],
  },
];

/**
 * The types each kind of page must carry, found anywhere in its blocks (a page's trail may sit
 * in the node of the page it belongs to): what search engines read for the page itself, and
 * where the page sits in the site (BreadcrumbList). The site's own rule.
 */
export const EXPECTED_TYPES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
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

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

/** Whether a value says something: not missing, null, blank or an empty list. */
function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether every value at the path has a value ("author.name": each author's name). */
function pathHasValue(value: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return hasValue(value);
  if (Array.isArray(value)) {
    return value.length > 0 && value.every((item) => pathHasValue(item, path));
  }
  if (!isObject(value)) return false;
  return pathHasValue(value[path[0]], path.slice(1));
}

export interface PropertyJudgement {
  property: string;
  google: GoogleLevel | null;
  /** Missing it fails the gate: Google requires it, or the site does. */
  required: boolean;
  present: boolean;
}

export interface NodeJudgement {
  /** The node's types ("BlogPosting"). */
  types: string[];
  /** Where it sits in its block: "" at the top, else the properties leading to it. */
  at: string;
  /** The rule it was judged by; null for a type no rule covers. */
  rule: TypeRule | null;
  properties: PropertyJudgement[];
}

export interface BlockJudgement {
  /** The block's text as the page has it. */
  raw: string;
  /** Why it does not parse, or null. */
  parseError: string | null;
  /** Problems of its shape (no @context, a node without @type). */
  shapeProblems: string[];
  nodes: NodeJudgement[];
}

const ruleFor = (types: readonly string[], scope: TypeRule["scope"] | "any") =>
  STRUCTURED_DATA_RULES.find(
    (rule) =>
      (scope === "any" || rule.scope === scope) && rule.types.some((t) => types.includes(t)),
  ) ?? null;

function judgeNode(node: JsonObject, at: string, rule: TypeRule | null): NodeJudgement {
  return {
    types: typesOf(node),
    at,
    rule,
    properties: (rule?.properties ?? []).map((property) => ({
      property: property.property,
      google: property.google,
      required: property.google === "required" || property.siteRequires === true,
      present: property.isPresentIn
        ? property.isPresentIn(node)
        : pathHasValue(node, property.property.split(".")),
    })),
  };
}

/** Nested nodes that a rule of scope "anywhere" covers, with the path leading to each. */
function nestedJudgements(value: unknown, at: string): NodeJudgement[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => [at, item])
    : isObject(value)
      ? Object.entries(value).map(([key, child]) => [at ? `${at} > ${key}` : key, child])
      : [];
  return entries.flatMap(([path, child]) => {
    const own =
      isObject(child) && typesOf(child).length > 0 ? ruleFor(typesOf(child), "anywhere") : null;
    return [
      ...(own && isObject(child) ? [judgeNode(child, path, own)] : []),
      ...nestedJudgements(child, path),
    ];
  });
}

/** One `<script type="application/ld+json">` block judged node by node. */
export function judgeStructuredData(raw: string): BlockJudgement {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { raw, parseError: (error as Error).message, shapeProblems: [], nodes: [] };
  }
  const shapeProblems: string[] = [];
  const nodes: NodeJudgement[] = [];
  for (const block of Array.isArray(parsed) ? parsed : [parsed]) {
    if (!isObject(block)) {
      shapeProblems.push("JSON-LD block is not an object");
      continue;
    }
    if (!hasValue(block["@context"])) shapeProblems.push("JSON-LD block has no @context");
    const graph = block["@graph"];
    for (const node of Array.isArray(graph) ? graph.filter(isObject) : [block]) {
      const types = typesOf(node);
      if (types.length === 0) shapeProblems.push("JSON-LD node has no @type");
      nodes.push(judgeNode(node, "", ruleFor(types, "any")));
      nodes.push(...nestedJudgements(node, ""));
    }
  }
  return { raw, parseError: null, shapeProblems, nodes };
}

/** The type a judged node is named by: the one its rule is for. */
export function ruleType(node: NodeJudgement): string {
  return node.rule?.types.find((t) => node.types.includes(t)) ?? node.types[0] ?? "node";
}

/**
 * The properties a node lacks, of one kind; a path under a missing property is not named again
 * (no "itemListElement.name" when there is no itemListElement).
 */
function missing(node: NodeJudgement, required: boolean): PropertyJudgement[] {
  const absent = new Set(node.properties.filter((p) => !p.present).map((p) => p.property));
  const underAbsent = (property: string) => {
    const steps = property.split(".");
    return steps.slice(1).some((_, i) => absent.has(steps.slice(0, i + 1).join(".")));
  };
  return node.properties.filter(
    (p) => p.required === required && !p.present && !underAbsent(p.property),
  );
}

/** The required properties a judged node lacks, as the gate and the report word them. */
export function missingRequired(node: NodeJudgement): string[] {
  return missing(node, true).map((p) => `${ruleType(node)} is missing "${p.property}"`);
}

/** The recommended properties a judged node lacks (Google recommends, the site does not require). */
export function missingRecommended(node: NodeJudgement): string[] {
  return missing(node, false).map((p) => `${ruleType(node)} lacks recommended "${p.property}"`);
}

/** What fails the gate in one block: it does not parse, its shape, a missing required property. */
export function structuredDataProblems(raw: string): string[] {
  const judged = judgeStructuredData(raw);
  if (judged.parseError !== null) return [`JSON-LD does not parse: ${judged.parseError}`];
  return [...judged.shapeProblems, ...judged.nodes.flatMap(missingRequired)];
}

/** Every @type in a parsed JSON-LD value, nested ones included. */
function typesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) typesIn(item, found);
  } else if (isObject(value)) {
    for (const name of typesOf(value)) found.add(name);
    for (const item of Object.values(value)) typesIn(item, found);
  }
  return found;
}

/** Every type the blocks name, nested ones included, in order of first mention. */
export function structuredDataTypes(blocks: readonly string[]): string[] {
  const found = new Set<string>();
  for (const block of blocks) {
    try {
      typesIn(JSON.parse(block), found);
    } catch {
      // A block that does not parse is reported by structuredDataProblems.
    }
  }
  return [...found];
}

/** One problem per type a page of its kind must carry and does not. */
export function missingStructuredDataTypes(sitePath: string, blocks: readonly string[]): string[] {
  const expected = EXPECTED_TYPES.find(([pattern]) => pattern.test(sitePath))?.[1] ?? [];
  const found = new Set(structuredDataTypes(blocks));
  return expected
    .filter((type) => !found.has(type))
    .map(
      (type) => `JSON-LD has no ${type} (every page of this kind carries ${expected.join(", ")})`,
    );
}
