/**
 * A small schema language for content records. Its only job is to turn a bad
 * record into one sentence an editor understands, naming the field.
 */
import { writtenDateProblem, type WrittenDateFormat } from "../calendar-date";
import { isIconName } from "../icon-names";

interface Common {
  optional?: boolean;
  nullable?: boolean;
  /**
   * The value names a record of another file by one of its fields (an article's `category` is
   * a name in blog-categories.json); the CMS offers those records to choose from.
   */
  refersTo?: { file: string; field: string };
  /** Where the field's GraphQL form is not the one its kind gives (see graphql-types.ts). */
  graphql?: GraphqlOverride;
}

/** The same declaration types the content nodes in GraphQL; these say where a field differs. */
export interface GraphqlOverride {
  /** The field's name in queries, where it cannot be the JSON name (a record's own `id`). */
  name?: string;
  /** The whole GraphQL type with its directives, e.g. a slug list linked to the records it names. */
  type?: string;
}
export type FieldSpec = Common &
  (
    | {
        kind: "string";
        min?: number;
        max?: number;
        pattern?: RegExp;
        patternHint?: string;
        /** A paragraph rather than a line: the CMS gives it a text area. */
        long?: boolean;
        /**
         * A date written this way (Day.js tokens, "MMMM D, YYYY"): it must be a day of the
         * calendar, and the CMS gives it a date picker.
         */
        dateFormat?: WrittenDateFormat;
        /**
         * The text may name claims the site states in several places (`{stat: …}`, `{plan
         * levels: …}`, src/lib/claims/claims.ts), filled in from the records that hold them.
         */
        claims?: boolean;
      }
    | { kind: "enum"; values: readonly string[] }
    | { kind: "number"; min?: number; max?: number; integer?: boolean }
    | { kind: "boolean" }
    | { kind: "icon" }
    | {
        kind: "image";
        /** The folder under content/images/ where its files go ("blog"): the CMS uploads there. */
        folder?: string;
      }
    | { kind: "link" }
    | {
        kind: "list";
        of: FieldSpec;
        min?: number;
        max?: number;
        count?: number;
        /** Why a page needs that many entries, in an editor's words (ends the message). */
        because?: string;
      }
    | {
        kind: "object";
        fields: Record<string, FieldSpec>;
        /** Its GraphQL type's name, where not the owner's type and the field's name ("ServiceHero"). */
        typeName?: string;
        /**
         * A block of several kinds: `key` names the kind, and each kind needs exactly its own
         * fields of `fields` (a list block its items, a paragraph its text).
         */
        variants?: { key: string; fields: Record<string, readonly string[]> };
      }
  );

export interface CheckContext {
  /** Does a path relative to the JSON file exist? */
  imageExists: (relativePath: string) => boolean;
}

export interface FieldProblem {
  field: string;
  problem: string;
}

const MAX_SHOWN = 90;

/** `npm run new` writes this where an editor has to write the real thing. */
export const TODO_MARK = "TODO:";

export function isTodo(value: unknown): boolean {
  return typeof value === "string" && value.trimStart().startsWith(TODO_MARK);
}

/** A text still holding npm run new's placeholder, said as the check says it; or null. */
export function placeholderProblem(value: string): string | null {
  return isTodo(value)
    ? `still holds the placeholder from npm run new, ${show(value)}: write it`
    : null;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function join(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** What a link field accepts: a site path or an http(s), mailto: or tel: address. */
export const LINK_PATTERN = /^(\/|https?:\/\/|mailto:|tel:)/;
export const LINK_HINT = "must start with /, https://, mailto: or tel:";

export function checkField(
  spec: FieldSpec,
  value: unknown,
  path: string,
  ctx: CheckContext,
  problems: FieldProblem[],
): void {
  const report = (problem: string): void => {
    problems.push({ field: path, problem });
  };
  if (value === undefined) {
    if (!spec.optional) report("is missing");
    return;
  }
  if (value === null) {
    if (!spec.nullable) report("is empty (null) but must have a value");
    return;
  }
  switch (spec.kind) {
    case "string":
    case "icon":
    case "image":
    case "link":
    case "enum": {
      if (typeof value !== "string") return report(`must be text, found ${typeOf(value)}`);
      if (value.trim() === "") return report("must not be empty");
      const placeholder = placeholderProblem(value);
      if (placeholder) return report(placeholder);
      if (spec.kind === "string") {
        if (spec.min !== undefined && value.length < spec.min)
          report(`must be at least ${spec.min} characters (found ${value.length})`);
        if (spec.max !== undefined && value.length > spec.max)
          report(`must be at most ${spec.max} characters (found ${value.length})`);
        if (spec.pattern && !spec.pattern.test(value))
          report(`${show(value)} ${spec.patternHint ?? `does not match ${spec.pattern}`}`);
        const notADay = spec.dateFormat && writtenDateProblem(value, spec.dateFormat);
        if (notADay) report(notADay);
      } else if (spec.kind === "enum") {
        if (!spec.values.includes(value))
          report(`${show(value)} is not one of: ${spec.values.join(", ")}`);
      } else if (spec.kind === "icon") {
        if (!isIconName(value))
          report(`${show(value)} is not a known icon name (see src/lib/icon-set.ts)`);
      } else if (spec.kind === "image") {
        if (!ctx.imageExists(value)) report(`image file ${show(value)} does not exist`);
      } else if (!LINK_PATTERN.test(value)) {
        report(`${show(value)} ${LINK_HINT}`);
      }
      return;
    }
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value))
        return report(`must be a number, found ${typeOf(value)}`);
      if (spec.integer && !Number.isInteger(value)) report("must be a whole number");
      if (spec.min !== undefined && value < spec.min) report(`must be at least ${spec.min}`);
      if (spec.max !== undefined && value > spec.max) report(`must be at most ${spec.max}`);
      return;
    case "boolean":
      if (typeof value !== "boolean") report(`must be true or false, found ${typeOf(value)}`);
      return;
    case "list": {
      if (!Array.isArray(value)) return report(`must be a list, found ${typeOf(value)}`);
      const reason = spec.because ? `, because ${spec.because}` : "";
      if (spec.count !== undefined && value.length !== spec.count)
        report(`must have exactly ${spec.count} entries (found ${value.length})${reason}`);
      if (spec.min !== undefined && value.length < spec.min)
        report(`must have at least ${spec.min} entries (found ${value.length})${reason}`);
      if (spec.max !== undefined && value.length > spec.max)
        report(`must have at most ${spec.max} entries (found ${value.length})${reason}`);
      value.forEach((item, index) => checkField(spec.of, item, join(path, index), ctx, problems));
      return;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value))
        return report(`must be an object, found ${typeOf(value)}`);
      const record = value as Record<string, unknown>;
      for (const [key, fieldSpec] of Object.entries(spec.fields)) {
        checkField(fieldSpec, record[key], join(path, key), ctx, problems);
      }
      for (const key of Object.keys(record)) {
        if (!(key in spec.fields)) {
          problems.push({ field: join(path, key), problem: "is not a known field (a typo?)" });
        }
      }
      if (spec.variants) problems.push(...variantProblems(spec.variants, record, path));
      return;
    }
  }
}

/** A block of several kinds has exactly its kind's fields (see the `variants` of an object). */
function variantProblems(
  variants: { key: string; fields: Record<string, readonly string[]> },
  record: Record<string, unknown>,
  path: string,
): FieldProblem[] {
  const kind = record[variants.key];
  // An unknown kind is the key field's own problem (its enum says which kinds there are).
  if (typeof kind !== "string" || !Object.hasOwn(variants.fields, kind)) return [];
  const own = variants.fields[kind];
  const others = new Set(Object.values(variants.fields).flat());
  const problems: FieldProblem[] = [];
  for (const name of own) {
    if (record[name] === undefined) {
      problems.push({ field: join(path, name), problem: `is missing (a ${kind} block needs it)` });
    }
  }
  for (const name of others) {
    if (record[name] !== undefined && !own.includes(name)) {
      problems.push({
        field: join(path, name),
        problem: `does not belong to a ${kind} block (it needs only ${own.join(", ")})`,
      });
    }
  }
  return problems;
}

// Shorthands keep the collection schemas readable.
export const text = (extra: Partial<{ min: number; max: number }> = {}): FieldSpec => ({
  kind: "string",
  ...extra,
});
/** A paragraph of text (a description, an intro, an answer). */
export const prose = (extra: Partial<{ min: number; max: number }> = {}): FieldSpec => ({
  kind: "string",
  long: true,
  ...extra,
});
/** A text that may name claims stated elsewhere (src/lib/claims/claims.ts). */
export const withClaims = (spec: FieldSpec): FieldSpec => ({ ...spec, claims: true }) as FieldSpec;
export const optionalText = (): FieldSpec => ({ kind: "string", optional: true, nullable: true });
export const textList = (min = 1): FieldSpec => ({ kind: "list", of: text(), min });
/** A list of paragraphs (a case study's challenge, its solution's steps). */
export const proseList = (min = 1): FieldSpec => ({ kind: "list", of: prose(), min });
export const obj = (fields: Record<string, FieldSpec>, typeName?: string): FieldSpec => ({
  kind: "object",
  fields,
  ...(typeName === undefined ? {} : { typeName }),
});
export const list = (
  of: FieldSpec,
  extra: Partial<{ min: number; count: number; because: string }> = {},
): FieldSpec => ({
  kind: "list",
  of,
  ...extra,
});
export const icon: FieldSpec = { kind: "icon" };
export const image: FieldSpec = { kind: "image" };
/** An image whose files live in content/images/<folder>/. */
export const imageIn = (folder: string): FieldSpec => ({ kind: "image", folder });
export const link: FieldSpec = { kind: "link" };
export const bool: FieldSpec = { kind: "boolean" };
