import styled from "@emotion/styled";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { FormEvent, RefObject } from "react";
import {
  QUESTION_COUNT,
  canGoBack,
  canGoForward,
  currentAnswer,
  type AssessmentFlowState,
} from "../../lib/assessment/flow";
import type { AssessmentQuestion, AssessmentQuestionId } from "../../lib/assessment/recommendation";
import { color, media, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { AssessmentProgress } from "./AssessmentProgress";
import { AssessmentQuestionFieldset } from "./AssessmentQuestionFieldset";

export const QUESTION_FIELDSET_ID = "assessment-question";

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[12]};
  margin-top: ${space[32]};
  padding-top: ${space[24]};
  border-top: 1px solid ${color.border};
  button {
    min-width: 140px;
  }
  ${media.mobile} {
    button {
      flex: 1;
      min-width: 0;
      padding-inline: ${space[16]};
    }
  }
`;

interface AssessmentQuestionnaireProps {
  formRef: RefObject<HTMLFormElement>;
  questions: readonly AssessmentQuestion[];
  state: AssessmentFlowState;
  onChoose: (question: AssessmentQuestionId, option: number) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * The five questions, one at a time. A real form with native radios, so the prebuilt page
 * already shows question 1 and keeps a choice made before the scripts run; Enter on a chosen
 * answer moves on like Next.
 */
export function AssessmentQuestionnaire({
  formRef,
  questions,
  state,
  onChoose,
  onNext,
  onPrevious,
}: AssessmentQuestionnaireProps) {
  const question = questions.find((q) => q.id === state.step) ?? questions[0];
  const isLast = state.step === QUESTION_COUNT;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canGoForward(state)) onNext();
  };

  return (
    <form ref={formRef} onSubmit={submit} aria-labelledby="assessment-questions-heading">
      <h2 id="assessment-questions-heading" className="visually-hidden">
        Assessment questions
      </h2>
      <AssessmentProgress step={state.step} />
      <AssessmentQuestionFieldset
        key={question.id}
        id={QUESTION_FIELDSET_ID}
        questionId={question.id}
        question={question.question}
        options={question.options}
        answer={currentAnswer(state)}
        onChoose={(option) => onChoose(question.id as AssessmentQuestionId, option)}
      />
      <Actions>
        <Button variant="secondary" type="button" onClick={onPrevious} disabled={!canGoBack(state)}>
          <ArrowLeft size={18} aria-hidden="true" />
          Previous
        </Button>
        <Button type="submit" disabled={!canGoForward(state)}>
          {isLast ? "Get Results" : "Next"}
          <ArrowRight size={18} aria-hidden="true" />
        </Button>
      </Actions>
    </form>
  );
}
