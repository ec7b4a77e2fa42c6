import { startTransition, useCallback, useEffect, useReducer, type RefObject } from "react";
import {
  INITIAL_ASSESSMENT_FLOW,
  assessmentFlowReducer,
  isQuestionId,
  type AssessmentFlowState,
} from "../lib/assessment/flow";
import {
  ASSESSMENT_QUESTION_IDS,
  type AssessmentQuestionId,
} from "../lib/assessment/recommendation";
import {
  clearSavedAssessment,
  readSavedAssessment,
  writeSavedAssessment,
} from "../lib/assessment/saved-assessment";
import { useAdoptTypedValues } from "../hydration/useAdoptTypedValues";

/** The radio group of a question; also what a choice made before hydration is read back by. */
const RADIO_PREFIX = "assessment-question-";
export const assessmentRadioName = (question: number) => `${RADIO_PREFIX}${question}`;

const UNANSWERED_RADIOS: Record<string, string> = Object.fromEntries(
  ASSESSMENT_QUESTION_IDS.map((id) => [assessmentRadioName(id), ""]),
);

export interface AssessmentControls {
  state: AssessmentFlowState;
  choose: (question: AssessmentQuestionId, option: number) => void;
  next: () => void;
  previous: () => void;
  restart: () => void;
}

/**
 * The questionnaire's state: the visitor's answers and where they are. A choice ticked in the
 * prebuilt page before the scripts ran is adopted; answers are kept in the tab so a reload
 * returns to them (read after mount, never during the first render, which must match the
 * prebuilt HTML).
 */
export function useAssessment(formRef: RefObject<HTMLFormElement>): AssessmentControls {
  const [state, dispatch] = useReducer(assessmentFlowReducer, INITIAL_ASSESSMENT_FLOW);

  useAdoptTypedValues(formRef, UNANSWERED_RADIOS, (changed) => {
    for (const [name, value] of Object.entries(changed)) {
      const question = Number(name.slice(RADIO_PREFIX.length));
      if (isQuestionId(question) && value !== "") {
        dispatch({ type: "choose", question, option: Number(value) });
      }
    }
  });

  useEffect(() => {
    dispatch({ type: "restore", saved: readSavedAssessment() });
  }, []);

  useEffect(() => {
    // Until the saved answers are read, saving would overwrite them with an empty form.
    if (!state.restored) return;
    if (Object.keys(state.answers).length === 0) clearSavedAssessment();
    else writeSavedAssessment({ step: state.step, answers: state.answers });
  }, [state]);

  const choose = useCallback(
    (question: AssessmentQuestionId, option: number) =>
      dispatch({ type: "choose", question, option }),
    [],
  );
  // Moving between questions (or to the results) renders a new step: as a transition, the tap
  // paints at once and the step follows in a render React can interrupt. A choice stays
  // urgent: its radio is controlled, and React would otherwise put the old choice back first.
  const next = useCallback(() => startTransition(() => dispatch({ type: "next" })), []);
  const previous = useCallback(() => startTransition(() => dispatch({ type: "previous" })), []);
  const restart = useCallback(() => startTransition(() => dispatch({ type: "restart" })), []);

  return { state, choose, next, previous, restart };
}
