/**
 * The content check of claims (claims.ts): every placeholder in a field that fills claims must
 * name a figure, a feature group or a level that the records hold, so a page never shows one
 * half-filled. Run by validate-content.ts once the files claims are read from are sound.
 */
import type { FieldSpec } from "../content/field-spec";
import { claimProblems, type ClaimSources } from "./claims";

/** The records claims read, from the parsed content files (stats, plans, assessment). */
export function claimSourcesFrom(dataOf: (file: string) => unknown): ClaimSources {
  const stats = dataOf("stats.json") as ClaimSources["stats"];
  const plans = dataOf("plans.json") as ClaimSources["plans"];
  const questions = dataOf("assessment.json");
  return { stats, plans, assessmentQuestions: Array.isArray(questions) ? questions.length : 0 };
}

/** Calls `visit` with each text of `value` whose field fills claims, and the field's path. */
export function eachClaimText(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (text: string, path: string) => void,
): void {
  if (value === undefined || value === null) return;
  if (spec.kind === "string") {
    if (spec.claims && typeof value === "string") visit(value, path);
    return;
  }
  if (spec.kind === "list" && Array.isArray(value)) {
    value.forEach((item, index) => eachClaimText(spec.of, item, `${path}[${index}]`, visit));
    return;
  }
  if (spec.kind === "object" && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(spec.fields)) {
      eachClaimText(field, record[key], path ? `${path}.${key}` : key, visit);
    }
  }
}

/** One problem per placeholder that names nothing, as { field, problem }. */
export function claimFieldProblems(
  spec: FieldSpec,
  record: unknown,
  sources: ClaimSources,
): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  eachClaimText(spec, record, "", (text, field) => {
    for (const problem of claimProblems(text, sources)) problems.push({ field, problem });
  });
  return problems;
}
