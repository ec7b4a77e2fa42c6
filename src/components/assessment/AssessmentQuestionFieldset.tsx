import styled from "@emotion/styled";
import { assessmentRadioName } from "../../hooks/useAssessment";
import { color, focusRing, fontSize, media, radius, space } from "../../theme/tokens";
import { ChoiceOption } from "../ui/ChoiceOption";

const Fieldset = styled.fieldset`
  margin: ${space[28]} 0 0;
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
  margin-bottom: ${space[20]};
  font-family: inherit;
  font-size: ${fontSize.subheading};
  font-weight: 700;
  line-height: 1.3;
  color: ${color.text};
`;

const Options = styled.div`
  display: grid;
  gap: ${space[12]};
`;

/** A question's few answers: large tiles, the chosen one's words in bold. */
const Option = styled(ChoiceOption)`
  --choice-background: ${color.surfaceRaised};
  gap: ${space[16]};
  min-height: 56px;
  padding: ${space[16]} ${space[16]};
  border-width: 2px;
  border-radius: ${radius.md};
  font-size: ${fontSize.body};
  &:has(input:checked) {
    font-weight: 600;
  }
  input {
    width: 20px;
    height: 20px;
  }
  ${media.mobile} {
    padding: ${space[12]} ${space[16]};
    font-size: ${fontSize.body};
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
