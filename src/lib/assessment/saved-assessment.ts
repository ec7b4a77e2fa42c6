/**
 * The assessment kept in the tab (sessionStorage) so a reload does not lose the visitor's
 * answers. Cleared once the answers go to the contact page. Anything unreadable counts as
 * nothing saved: storage can be full, blocked or edited by hand.
 */
import type { SavedAssessment } from "./flow";
import { ASSESSMENT_QUESTION_IDS, type AssessmentAnswers, isValidAnswer } from "./recommendation";

export const SAVED_ASSESSMENT_KEY = "it-assessment";

export function serialiseAssessment(saved: SavedAssessment): string {
  return JSON.stringify({ step: saved.step, answers: saved.answers });
}

export function parseSavedAssessment(text: string | null): SavedAssessment | null {
  if (text === null || text === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { step, answers } = value as { step?: unknown; answers?: unknown };
  if (typeof step !== "number" || !Number.isInteger(step)) return null;
  if (typeof answers !== "object" || answers === null || Array.isArray(answers)) return null;
  const kept: AssessmentAnswers = {};
  for (const id of ASSESSMENT_QUESTION_IDS) {
    const answer = (answers as Record<string, unknown>)[String(id)];
    if (isValidAnswer(answer)) kept[id] = answer;
  }
  return { step, answers: kept };
}

/** The tab's storage, or null where the browser refuses it (privacy modes, the server). */
function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSavedAssessment(): SavedAssessment | null {
  try {
    return parseSavedAssessment(tabStorage()?.getItem(SAVED_ASSESSMENT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeSavedAssessment(saved: SavedAssessment): void {
  try {
    tabStorage()?.setItem(SAVED_ASSESSMENT_KEY, serialiseAssessment(saved));
  } catch {
    // A full or blocked storage only means a reload starts again.
  }
}

export function clearSavedAssessment(): void {
  try {
    tabStorage()?.removeItem(SAVED_ASSESSMENT_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
