import styled from "@emotion/styled";
import { assessmentRadioName } from "../../hooks/useAssessment";
import { color, focusRing, radius } from "../../theme/tokens";
import { ChoiceOption } from "../ui/ChoiceOption";

const Fieldset = styled.fieldset`
  margin: 28px 0 0;
  padding: 0;
  border: 0;
  min-width: 0;
  border-radius: ${radius.md};
  /* Focus lands here when the question changes; only keyboard users need to see it. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing(color.focus, "8px")};
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 20px;
  font-family: inherit;
  font-size: clamp(1.3rem, 2.6vw, 1.6rem);
  font-weight: 700;
  line-height: 1.3;
  color: ${color.text};
`;

const Options = styled.div`
  display: grid;
  gap: 12px;
`;

interface AssessmentQuestionFieldsetProps {
  id: string;
  questionId: number;
  question: string;
  options: readonly string[];
  /** The chosen option's index, or undefined while unanswered. */
  answer: number | undefined;
  onChoose: (option: number) => void;
}

/** One question: its text as the group's legend and one native radio button per answer. */
export function AssessmentQuestionFieldset({
  id,
  questionId,
  question,
  options,
  answer,
  onChoose,
}: AssessmentQuestionFieldsetProps) {
  const name = assessmentRadioName(questionId);
  return (
    <Fieldset id={id} tabIndex={-1}>
      <Legend>{question}</Legend>
      <Options>
        {options.map((option, index) => (
          <ChoiceOption
            key={option}
            type="radio"
            size="roomy"
            name={name}
            value={index}
            checked={answer === index}
            onChange={() => onChoose(index)}
          >
            {option}
          </ChoiceOption>
        ))}
      </Options>
    </Fieldset>
  );
}
