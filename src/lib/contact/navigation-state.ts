/**
 * What other pages hand to the contact form: the assessment answers, a chosen service plan
 * and a prepared message (a tool's inputs and result, so the sales call starts from them).
 *
 * Two ways in, so that a shared or bookmarked link keeps them too:
 * - navigation state: `navigate("/contact", { state: { assessmentResults, selectedPlan, message } })`;
 * - the query string: `/contact?plan=Standard&assessment=<JSON of the answer map>&message=…`,
 *   e.g. `?assessment=%7B%221%22%3A%2211-50%20employees%22%7D` for `{"1":"11-50 employees"}`.
 *   `contactPathWith()` builds such a link.
 * Navigation state wins over the query string. Anything the shared schema would reject is
 * dropped here (answer by answer), so a bad link never blocks the form.
 */
import { createContactSchema } from "./schema";
import { PAGES } from "../routes";

export interface ContactNavigation {
  /** Question number ("1".."5") to the chosen answer text. */
  assessmentResults: Record<string, string>;
  /** A plan name, or "" when none was chosen. */
  selectedPlan: string;
  /** Text to start the message with, or "" (never longer than the form accepts). */
  message: string;
}

export const EMPTY_CONTACT_NAVIGATION: ContactNavigation = {
  assessmentResults: {},
  selectedPlan: "",
  message: "",
};

export const ASSESSMENT_QUERY_PARAM = "assessment";
export const PLAN_QUERY_PARAM = "plan";
export const MESSAGE_QUERY_PARAM = "message";
/** The contact form's longest message; a longer prepared text is cut at a line end. */
export const MAX_PREFILLED_MESSAGE = 2000;

// Only these two fields' rules are used; whether phone is required does not matter here.
const schema = createContactSchema({ phoneRequired: false });
const answersRule = schema.pick(["assessmentResults"]);
const planRule = schema.pick(["selectedPlan"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keeps the answers the schema accepts, keyed by question number, in question order. */
export function cleanAssessmentResults(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const cleaned: Record<string, string> = {};
  const keys = Object.keys(value)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b));
  for (const key of keys) {
    const answer = value[key];
    if (typeof answer !== "string" || answer.trim() === "") continue;
    const single = { [key]: answer.trim() };
    if (answersRule.isValidSync({ assessmentResults: single })) Object.assign(cleaned, single);
  }
  return cleaned;
}

/** A plan name the schema accepts, or "". */
export function cleanSelectedPlan(value: unknown): string {
  if (typeof value !== "string") return "";
  const plan = value.trim();
  return plan !== "" && planRule.isValidSync({ selectedPlan: plan }) ? plan : "";
}

const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A prepared message: trimmed, control characters other than line breaks removed, cut to fit. */
export function cleanPrefilledMessage(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = [...value.replace(/\r\n?/g, "\n")]
    .filter((char) => char === "\n" || !isControlCharacter(char))
    .join("")
    .trim();
  if (text.length <= MAX_PREFILLED_MESSAGE) return text;
  const cut = text.slice(0, MAX_PREFILLED_MESSAGE);
  const lineEnd = cut.lastIndexOf("\n");
  return (lineEnd > MAX_PREFILLED_MESSAGE / 2 ? cut.slice(0, lineEnd) : cut).trimEnd();
}

function parseJson(text: string | null): unknown {
  if (text === null || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the answers and plan from navigation state and the query string (`location.search`). */
export function readContactNavigation(state: unknown, search: string): ContactNavigation {
  const query = new URLSearchParams(search);
  const fromState = isRecord(state) ? state : {};

  const stateAnswers = cleanAssessmentResults(fromState.assessmentResults);
  const assessmentResults =
    Object.keys(stateAnswers).length > 0
      ? stateAnswers
      : cleanAssessmentResults(parseJson(query.get(ASSESSMENT_QUERY_PARAM)));

  const selectedPlan =
    cleanSelectedPlan(fromState.selectedPlan) || cleanSelectedPlan(query.get(PLAN_QUERY_PARAM));

  const message =
    cleanPrefilledMessage(fromState.message) ||
    cleanPrefilledMessage(query.get(MESSAGE_QUERY_PARAM));

  return { assessmentResults, selectedPlan, message };
}

/** A link to the contact page that carries answers, a plan and a message in its query string. */
export function contactPathWith({
  assessmentResults = {},
  selectedPlan = "",
  message = "",
}: Partial<ContactNavigation>): string {
  const query = new URLSearchParams();
  if (selectedPlan !== "") query.set(PLAN_QUERY_PARAM, selectedPlan);
  if (Object.keys(assessmentResults).length > 0) {
    query.set(ASSESSMENT_QUERY_PARAM, JSON.stringify(assessmentResults));
  }
  const prefilled = cleanPrefilledMessage(message);
  if (prefilled !== "") query.set(MESSAGE_QUERY_PARAM, prefilled);
  const text = query.toString();
  return text === "" ? PAGES.contact.path : `${PAGES.contact.path}?${text}`;
}
