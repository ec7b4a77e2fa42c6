/**
 * The questionnaire's steps: one question at a time, then the results. Pure, so the rules
 * (when Next and Previous work, what a reload restores) are tested without a browser.
 */
import {
  ASSESSMENT_QUESTION_IDS,
  type AssessmentAnswers,
  type AssessmentQuestionId,
  isValidAnswer,
} from "./recommendation";

export const QUESTION_COUNT = ASSESSMENT_QUESTION_IDS.length;
/** The step after the last question: the results view. */
export const RESULTS_STEP = QUESTION_COUNT + 1;

export interface AssessmentFlowState {
  /** 1..5 while answering, RESULTS_STEP once the results show. */
  step: number;
  answers: AssessmentAnswers;
  /** Whether answers saved earlier in this tab have been read (only then is saving safe). */
  restored: boolean;
}

/** What is saved in the tab so a reload keeps the visitor's place. */
export interface SavedAssessment {
  step: number;
  answers: AssessmentAnswers;
}

export type AssessmentFlowAction =
  | { type: "choose"; question: AssessmentQuestionId; option: number }
  | { type: "previous" }
  | { type: "next" }
  | { type: "restart" }
  | { type: "restore"; saved: SavedAssessment | null };

export const INITIAL_ASSESSMENT_FLOW: AssessmentFlowState = {
  step: 1,
  answers: {},
  restored: false,
};

export function isQuestionId(value: number): value is AssessmentQuestionId {
  return (ASSESSMENT_QUESTION_IDS as readonly number[]).includes(value);
}

export function showsResults(state: Pick<AssessmentFlowState, "step">): boolean {
  return state.step === RESULTS_STEP;
}

/** The answer to the question on screen, or undefined on the results view or when unanswered. */
export function currentAnswer(state: AssessmentFlowState): number | undefined {
  return isQuestionId(state.step) ? state.answers[state.step] : undefined;
}

export function canGoBack(state: AssessmentFlowState): boolean {
  return state.step > 1 && state.step <= QUESTION_COUNT;
}

export function canGoForward(state: AssessmentFlowState): boolean {
  return isQuestionId(state.step) && isValidAnswer(state.answers[state.step]);
}

/** "{n}% Complete": the question on screen out of five, in whole percent (20, 40 … 100). */
export function progressPercent(step: number): number {
  const shown = Math.min(Math.max(step, 1), QUESTION_COUNT);
  return Math.round((shown / QUESTION_COUNT) * 100);
}

/** The furthest step the answers allow: the first unanswered question, or the results. */
export function furthestStep(answers: AssessmentAnswers): number {
  const unanswered = ASSESSMENT_QUESTION_IDS.find((id) => !isValidAnswer(answers[id]));
  return unanswered ?? RESULTS_STEP;
}

function validAnswers(answers: AssessmentAnswers): AssessmentAnswers {
  const kept: AssessmentAnswers = {};
  for (const id of ASSESSMENT_QUESTION_IDS) {
    const answer = answers[id];
    if (isValidAnswer(answer)) kept[id] = answer;
  }
  return kept;
}

export function assessmentFlowReducer(
  state: AssessmentFlowState,
  action: AssessmentFlowAction,
): AssessmentFlowState {
  switch (action.type) {
    case "choose":
      if (!isValidAnswer(action.option)) return state;
      return { ...state, answers: { ...state.answers, [action.question]: action.option } };
    case "previous":
      return canGoBack(state) ? { ...state, step: state.step - 1 } : state;
    case "next": {
      if (!canGoForward(state)) return state;
      if (state.step < QUESTION_COUNT) return { ...state, step: state.step + 1 };
      // "Get Results": only with every answer in place, otherwise back to the missing one.
      return { ...state, step: furthestStep(state.answers) };
    }
    case "restart":
      return { step: 1, answers: {}, restored: true };
    case "restore": {
      if (!action.saved) return { ...state, restored: true };
      const saved = validAnswers(action.saved.answers);
      // A choice made on this page before the scripts ran is newer than anything saved.
      const chosenHere = Object.keys(state.answers).length > 0;
      const answers = { ...saved, ...state.answers };
      const step = chosenHere
        ? state.step
        : Math.min(Math.max(1, Math.trunc(action.saved.step) || 1), furthestStep(answers));
      return { step, answers, restored: true };
    }
    default:
      return state;
  }
}
