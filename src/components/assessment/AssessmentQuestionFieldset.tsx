import styled from "@emotion/styled";
import { assessmentRadioName } from "../../hooks/useAssessment";
import { color, focusRing, media, radius } from "../../theme/tokens";
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

/** A question's few answers: large tiles, the chosen one's words in bold. */
const Option = styled(ChoiceOption)`
  --choice-background: ${color.surfaceRaised};
  gap: 14px;
  min-height: 56px;
  padding: 14px 18px;
  border-width: 2px;
  border-radius: ${radius.md};
  font-size: 1.02rem;
  &:has(input:checked) {
    font-weight: 600;
  }
  input {
    width: 20px;
    height: 20px;
  }
  ${media.mobile} {
    padding: 12px 14px;
    font-size: 1rem;
  }
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
          <Option
            key={option}
            type="radio"
            name={name}
            value={index}
            checked={answer === index}
            onChange={() => onChoose(index)}
          >
            {option}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
