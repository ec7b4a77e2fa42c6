import styled from "@emotion/styled";
import { fieldErrorId, solutionCheckboxId } from "../../lib/contact/field-ids";
import { SOLUTION_OPTIONS, type SolutionValue } from "../../lib/contact/schema";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { ChoiceOption } from "../ui/ChoiceOption";
import { labelStyle } from "./formStyles";
import { FieldError } from "./FieldError";

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${space[8]};
  legend {
    padding: 0;
    margin-bottom: ${space[8]};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[8]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Fourteen options in two columns: small tiles on the form's own background. */
const Option = styled(ChoiceOption)`
  --choice-background: ${color.bg};
  gap: ${space[8]};
  min-height: 44px;
  padding: ${space[8]} ${space[12]};
  border-width: 1px;
  border-radius: ${radius.sm};
  font-size: ${fontSize.body};
  line-height: 1.3;
  input {
    width: 18px;
    height: 18px;
  }
`;

interface SolutionCheckboxesProps {
  selected: readonly string[];
  error: string | undefined;
  onToggle: (value: SolutionValue, checked: boolean) => void;
}

/** The 14 solutions, in a fieldset whose legend names the group. */
export function SolutionCheckboxes({ selected, error, onToggle }: SolutionCheckboxesProps) {
  const errorId = fieldErrorId("solutionType");
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend css={labelStyle}>Solutions Interested In *</legend>
      <Options>
        {SOLUTION_OPTIONS.map((option) => {
          const id = solutionCheckboxId(option.value);
          return (
            <Option
              key={option.value}
              type="checkbox"
              id={id}
              name="solutionType"
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onToggle(option.value, e.target.checked)}
            >
              {option.label}
            </Option>
          );
        })}
      </Options>
      <FieldError id={errorId} message={error} />
    </Fieldset>
  );
}
