/**
 * Build-time check of every content file. Returns one line per problem,
 * naming the file, the record and the field, so an editor knows what to fix.
 */
import { checkField, type CheckContext, type FieldProblem } from "./field-spec";
import {
  BLOG_POST_SCHEMA,
  COLLECTION_SCHEMAS,
  legalDocumentSchema,
  type CollectionSchema,
} from "./schemas";
import { countProblem } from "./record-count";
import { BLOG_DIRECTORY, COLLECTIONS, LEGAL_DIRECTORY, type CollectionFile } from "./collections";
import {
  isLegalSlug,
  LEGAL_DOCUMENTS,
  LEGAL_SLUGS,
  legalSlugFromPath,
} from "../legal/legal-documents";
import { legalDocumentProblems } from "../legal/legal-document-problems";
import { serviceGroupProblems } from "./service-groups-check";
import { PLAN_NAMES } from "../assessment/recommendation";
import { blogReferenceProblems, namesOf } from "./blog-references-check";
import { SAMPLE_FIELD, sampleFlagProblem, withoutSampleFlag } from "./sample-flag";
import {
  CLAIM_SOURCE_FILES,
  claimFieldProblems,
  claimSourcesFrom,
  typedPlanPriceProblems,
} from "../claims/claim-check";
import type { ClaimSources } from "../claims/claims";
import { partnerLogoTypeProblem } from "./partner-logo";

export interface ContentFile {
  /** Path as the editor sees it, e.g. "content/services.json". */
  path: string;
  /** File name inside content/, e.g. "services.json" or "blog/ai-it-support.json". */
  name: string;
  /** Parsed JSON, or the parse error's message. */
  data: unknown;
  parseError?: string;
}

export type ImageExists = (file: ContentFile, relativePath: string) => boolean;

function recordLabel(schema: CollectionSchema, record: unknown, index: number): string {
  const position = `record ${index + 1}`;
  if (!schema.label || typeof record !== "object" || record === null) return position;
  const value = (record as Record<string, unknown>)[schema.label];
  return typeof value === "string" || typeof value === "number"
    ? `${position} (${JSON.stringify(value)})`
    : position;
}

function formatProblem(prefix: string, { field, problem }: FieldProblem): string {
  return field ? `${prefix}: field "${field}": ${problem}` : `${prefix}: ${problem}`;
}

/** The facts shown beside a service's call button, which only a call-first service has. */
const CALL_FACT_FIELDS = ["emergencyHours", "calloutCost"] as const;

function callFactProblems(service: Record<string, unknown>): FieldProblem[] {
  const hero = service.hero as { callPrompt?: unknown } | undefined;
  if (typeof hero?.callPrompt === "string" && hero.callPrompt !== "") return [];
  return CALL_FACT_FIELDS.filter((field) => service[field] !== undefined).map((field) => ({
    field,
    problem:
      'is shown beside the call button, which only a service with a "hero.callPrompt" has: write the call prompt, or delete this field',
  }));
}

/** Rules that involve more than one field of a record. */
function crossFieldProblems(name: string, record: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (name === "services.json") problems.push(...callFactProblems(record));
  if (name === "partners.json" && typeof record.logo === "string") {
    const problem = partnerLogoTypeProblem(record.logo);
    if (problem) problems.push({ field: "logo", problem });
  }
  if (name === "industries.json" && record.inAccordion === true) {
    for (const field of ["challenges", "solutions"]) {
      const value = record[field];
      if (Array.isArray(value) && value.length === 0) {
        problems.push({ field, problem: "must list at least one entry when inAccordion is true" });
      }
    }
  }
  if (name.startsWith(`${LEGAL_DIRECTORY}/`)) problems.push(...legalDocumentProblems(record));
  return problems;
}

/** A legal page's text: its own section count, placeholders the page can fill. */
function checkLegalDocument(file: ContentFile, imageExists: ImageExists): string[] {
  const slug = legalSlugFromPath(file.name) ?? "";
  if (!isLegalSlug(slug)) {
    return [
      `${file.path}: is not the text of a legal page (expected one of: ${LEGAL_SLUGS.map((s) => `${s}.json`).join(", ")})`,
    ];
  }
  const schema = legalDocumentSchema(LEGAL_DOCUMENTS[slug].sectionCount);
  return checkRecords(file, schema, [file.data], imageExists).map((e) =>
    e.replace(": record 1", ""),
  );
}

function checkRecords(
  file: ContentFile,
  schema: CollectionSchema,
  records: unknown[],
  imageExists: ImageExists,
): string[] {
  const errors: string[] = [];
  const ctx: CheckContext = { imageExists: (p) => imageExists(file, p) };
  const seen = new Map<string, Map<string, number>>();
  records.forEach((record, index) => {
    const prefix = `${file.path}: ${recordLabel(schema, record, index)}`;
    const problems: FieldProblem[] = [];
    checkField(schema.record, withoutSampleFlag(record), "", ctx, problems);
    if (typeof record === "object" && record !== null && !Array.isArray(record)) {
      const fields = record as Record<string, unknown>;
      const sample = sampleFlagProblem(fields);
      if (sample) problems.push({ field: SAMPLE_FIELD, problem: sample });
      problems.push(...crossFieldProblems(file.name, fields));
      for (const key of schema.unique ?? []) {
        const value = fields[key];
        if (value === undefined || value === null) continue;
        const values = seen.get(key) ?? new Map<string, number>();
        seen.set(key, values);
        const identity = String(value).toLowerCase();
        const first = values.get(identity);
        if (first !== undefined) {
          problems.push({
            field: key,
            problem: `${JSON.stringify(value)} is a duplicate of record ${first + 1}`,
          });
        } else {
          values.set(identity, index);
        }
      }
    }
    errors.push(...problems.map((p) => formatProblem(prefix, p)));
  });
  return errors;
}

/** The schema of a content file: a collection's, an article's or a legal page's (or none). */
function schemaOf(file: ContentFile): CollectionSchema | undefined {
  if (file.name.startsWith(`${BLOG_DIRECTORY}/`)) return BLOG_POST_SCHEMA;
  if (file.name.startsWith(`${LEGAL_DIRECTORY}/`)) {
    const slug = legalSlugFromPath(file.name) ?? "";
    return isLegalSlug(slug) ? legalDocumentSchema(LEGAL_DOCUMENTS[slug].sectionCount) : undefined;
  }
  return COLLECTION_SCHEMAS[file.name as CollectionFile];
}

/** The plans the assessment recommends by name must exist, or its result names no plan. */
function recommendedPlanProblems(plans: unknown[]): string[] {
  const names = namesOf(plans);
  return PLAN_NAMES.filter((name) => !names.includes(name)).map(
    (name) =>
      `content/plans.json: no plan is named ${JSON.stringify(name)}, but the assessment recommends ${PLAN_NAMES.join(", ")} by name (src/lib/assessment/recommendation.ts); keep that name, or ask a developer to change the recommendation's rules`,
  );
}

/**
 * The claims every record of `file` names, and the plan prices typed into its texts, against the
 * records claims are read from (claim-check.ts). The build runs this on every file; the CMS on
 * the file it saves.
 */
export function claimProblemsOfFile(file: ContentFile, sources: ClaimSources): string[] {
  const schema = schemaOf(file);
  if (!schema || file.parseError !== undefined) return [];
  const single =
    !(file.name in COLLECTIONS) || COLLECTIONS[file.name as CollectionFile].kind === "object";
  const records: unknown[] = single ? [file.data] : Array.isArray(file.data) ? file.data : [];
  return records.flatMap((record, index) => {
    const prefix = single
      ? `${file.path}${recordLabel(schema, record, index).replace(/^record 1/, "")}`
      : `${file.path}: ${recordLabel(schema, record, index)}`;
    return [
      ...claimFieldProblems(schema.record, record, sources),
      ...typedPlanPriceProblems(file.name, schema.record, record, sources),
    ].map((problem) => formatProblem(prefix, problem));
  });
}

/**
 * The checks of one file on its own: its JSON, its fields, its records' own rules. The CMS runs
 * this on the file it saves; the build runs it on every file, then the checks across files.
 */
export function fileProblems(file: ContentFile, imageExists: ImageExists): string[] {
  if (file.parseError !== undefined)
    return [`${file.path}: is not valid JSON (${file.parseError})`];
  if (file.name.startsWith(`${BLOG_DIRECTORY}/`)) return articleProblems(file, imageExists);
  if (file.name.startsWith(`${LEGAL_DIRECTORY}/`)) return checkLegalDocument(file, imageExists);
  const schema = COLLECTION_SCHEMAS[file.name as CollectionFile];
  if (!schema) return [];
  if (COLLECTIONS[file.name as CollectionFile].kind === "object") {
    return checkRecords(file, { ...schema, label: undefined }, [file.data], imageExists).map((e) =>
      e.replace(": record 1", ""),
    );
  }
  if (!Array.isArray(file.data)) return [`${file.path}: must be a list of records ([ ... ])`];
  const errors: string[] = [];
  const wrongCount = schema.count && countProblem(file.path, schema.count, file.data.length);
  if (wrongCount) errors.push(wrongCount);
  errors.push(...checkRecords(file, schema, file.data, imageExists));
  const records = file.data.filter(
    (record): record is Record<string, unknown> => typeof record === "object" && record !== null,
  );
  errors.push(...(schema.checkRecords?.(records) ?? []).map((e) => `${file.path}: ${e}`));
  // The assessment's recommendation rules name the plans they recommend.
  if (file.name === "plans.json") errors.push(...recommendedPlanProblems(file.data));
  return errors;
}

/** An article's own checks: its fields, and its slug against its file's name. */
function articleProblems(file: ContentFile, imageExists: ImageExists): string[] {
  const errors = checkRecords(
    file,
    { ...BLOG_POST_SCHEMA, unique: [] },
    [file.data],
    imageExists,
  ).map((e) => e.replace(": record 1", ""));
  const expectedSlug = file.name.slice(BLOG_DIRECTORY.length + 1).replace(/\.json$/, "");
  const slug = articleSlug(file);
  if (slug !== undefined && slug !== expectedSlug) {
    errors.push(
      `${file.path}: field "slug": ${JSON.stringify(slug)} must match the file name (${JSON.stringify(expectedSlug)})`,
    );
  }
  return errors;
}

function articleSlug(file: ContentFile): string | undefined {
  const record = file.data as Record<string, unknown> | null;
  const slug = record && typeof record === "object" ? record.slug : undefined;
  return typeof slug === "string" ? slug : undefined;
}

export function validateContentFiles(files: ContentFile[], imageExists: ImageExists): string[] {
  const errors: string[] = [];
  const present = new Set(files.map((f) => f.name));
  for (const name of Object.keys(COLLECTIONS)) {
    if (!present.has(name)) errors.push(`content/${name}: file is missing`);
  }
  for (const slug of LEGAL_SLUGS) {
    const name = `${LEGAL_DIRECTORY}/${slug}.json`;
    if (!present.has(name)) errors.push(`content/${name}: file is missing`);
  }
  // Articles are checked after the files they name (categories, authors).
  const blogPosts = files.filter(
    (file) => file.parseError === undefined && file.name.startsWith(`${BLOG_DIRECTORY}/`),
  );
  for (const file of files) {
    if (!blogPosts.includes(file)) errors.push(...fileProblems(file, imageExists));
  }
  // Across files only once both files are sound on their own: one mistake, one message.
  const sound = (name: string) => !errors.some((e) => e.startsWith(`content/${name}:`));
  if (sound("services.json") && sound("services-page.json")) {
    const dataOf = (name: string) => files.find((f) => f.name === name)?.data;
    errors.push(...serviceGroupProblems(dataOf("services-page.json"), dataOf("services.json")));
  }
  // Claims name figures of stats.json, plans.json and assessment.json: checked once those are
  // sound, in every record of every file, as is a plan's price typed into a text.
  if (CLAIM_SOURCE_FILES.every(sound)) {
    const sources = claimSourcesFrom((name) => files.find((f) => f.name === name)?.data);
    for (const file of files) errors.push(...claimProblemsOfFile(file, sources));
  }
  const articles = BLOG_POST_SCHEMA.count;
  const wrongArticleCount =
    articles && countProblem(`content/${BLOG_DIRECTORY}`, articles, blogPosts.length);
  if (wrongArticleCount) errors.push(wrongArticleCount);
  if (sound("blog-categories.json") && sound("blog-authors.json")) {
    const dataOf = (name: string) => files.find((f) => f.name === name)?.data;
    errors.push(
      ...blogReferenceProblems(blogPosts, {
        category: namesOf(dataOf("blog-categories.json")),
        author: namesOf(dataOf("blog-authors.json")),
      }),
    );
  }
  const slugs = new Map<string, string>();
  for (const file of blogPosts) {
    errors.push(...articleProblems(file, imageExists));
    const slug = articleSlug(file);
    if (slug === undefined) continue;
    const other = slugs.get(slug.toLowerCase());
    if (other)
      errors.push(
        `${file.path}: field "slug": ${JSON.stringify(slug)} is already used by ${other}`,
      );
    else slugs.set(slug.toLowerCase(), file.path);
  }
  return errors;
}
