/**
 * What the results view hands to the contact page: the answers by question number
 * ("1".."5" to the answer's text) and the recommended plan. Sent both as navigation state
 * and in the link's query string, so the link works before the page's scripts run, in a
 * new tab and when shared.
 */
import { contactPathWith } from "../contact/navigation-state";
import {
  type AssessmentAnswers,
  type AssessmentQuestion,
  type AssessmentQuestionId,
  isValidAnswer,
} from "./recommendation";

export interface AssessmentHandoff {
  assessmentResults: Record<string, string>;
  selectedPlan: string;
}

/** { "1": "11-50 employees", … } for the answered questions, in question order. */
export function answersByQuestionNumber(
  questions: readonly AssessmentQuestion[],
  answers: AssessmentAnswers,
): Record<string, string> {
  const byNumber: Record<string, string> = {};
  for (const question of [...questions].sort((a, b) => a.id - b.id)) {
    const choice = answers[question.id as AssessmentQuestionId];
    if (isValidAnswer(choice) && choice < question.options.length) {
      byNumber[String(question.id)] = question.options[choice];
    }
  }
  return byNumber;
}

export function assessmentHandoff(
  questions: readonly AssessmentQuestion[],
  answers: AssessmentAnswers,
  plan: string,
): AssessmentHandoff & { path: string } {
  const handoff = {
    assessmentResults: answersByQuestionNumber(questions, answers),
    selectedPlan: plan,
  };
  return { ...handoff, path: contactPathWith(handoff) };
}
