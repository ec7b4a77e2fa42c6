import styled from "@emotion/styled";
import { assessmentRadioName } from "../../hooks/useAssessment";
import { color, fontSize, media, radius, space } from "../../theme/tokens";

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
    outline: 3px solid ${color.focus};
    outline-offset: 8px;
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

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${space[16]};
  min-height: 56px;
  padding: ${space[16]} ${space[16]};
  border: 2px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-size: ${fontSize.body};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.15s ease,
      background 0.15s ease;
  }
  &:hover {
    border-color: color-mix(in srgb, ${color.primary} 60%, ${color.border});
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised});
    font-weight: 600;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.primary};
    cursor: pointer;
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
          <Option key={option}>
            <input
              type="radio"
              name={name}
              value={index}
              checked={answer === index}
              onChange={() => onChoose(index)}
            />
            <span>{option}</span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
