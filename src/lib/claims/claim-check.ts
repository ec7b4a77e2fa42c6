/**
 * The content check of claims (claims.ts): every placeholder in a field that fills claims must
 * name a figure, a feature group or a level that the records hold, so a page never shows one
 * half-filled. Run by validate-content.ts once the files claims are read from are sound.
 */
import type { FieldSpec } from "../content/field-spec";
import { claimProblems, namesAClaim, type ClaimSources } from "./claims";

/** The records claims read, from the parsed content files (stats, plans, assessment). */
export function claimSourcesFrom(dataOf: (file: string) => unknown): ClaimSources {
  const stats = dataOf("stats.json") as ClaimSources["stats"];
  const plans = dataOf("plans.json") as ClaimSources["plans"];
  const questions = dataOf("assessment.json");
  return { stats, plans, assessmentQuestions: Array.isArray(questions) ? questions.length : 0 };
}

/** Calls `visit` with each text of `value`, its field's path and whether the field fills claims. */
function eachText(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (text: string, path: string, fillsClaims: boolean) => void,
): void {
  if (value === undefined || value === null) return;
  if (spec.kind === "string") {
    if (typeof value === "string") visit(value, path, spec.claims === true);
    return;
  }
  if (spec.kind === "list" && Array.isArray(value)) {
    value.forEach((item, index) => eachText(spec.of, item, `${path}[${index}]`, visit));
    return;
  }
  if (spec.kind === "object" && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(spec.fields)) {
      eachText(field, record[key], path ? `${path}.${key}` : key, visit);
    }
  }
}

/** Calls `visit` with each text of `value` whose field fills claims, and the field's path. */
export function eachClaimText(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (text: string, path: string) => void,
): void {
  eachText(spec, value, path, (text, at, fillsClaims) => {
    if (fillsClaims) visit(text, at);
  });
}

/**
 * One problem per placeholder that names nothing, and per claim written in a field that shows
 * its text as written (it would reach the page in braces), as { field, problem }.
 */
export function claimFieldProblems(
  spec: FieldSpec,
  record: unknown,
  sources: ClaimSources,
): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  eachText(spec, record, "", (text, field, fillsClaims) => {
    if (fillsClaims) {
      for (const problem of claimProblems(text, sources)) problems.push({ field, problem });
    } else if (namesAClaim(text)) {
      problems.push({
        field,
        problem:
          "names a claim in braces, but this field shows its text as written; write the figure itself here, or ask a developer to let the field fill claims (withClaims in src/lib/content/schemas.ts)",
      });
    }
  });
  return problems;
}
