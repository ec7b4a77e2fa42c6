import styled from "@emotion/styled";
import { countFieldNote } from "../../../lib/tools/project-simulator";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import type { CountFieldOption } from "./simulator-options";

/** A project has at least one user and one site. */
const MIN_COUNT = 1;

const Field = styled.div`
  display: grid;
  gap: ${space[8]};
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${space[8]} ${space[16]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: ${fontSize.body};
    font-variant-numeric: tabular-nums;
  }
  input:hover {
    border-color: ${color.primary};
  }
  input:focus-visible {
    border-color: ${color.primary};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.text};
  /* Stays in the page while empty, so screen readers hear the note when it appears. */
  &:empty {
    margin-top: -${space[8]};
  }
`;

interface SimulatorCountFieldProps {
  field: CountFieldOption;
  /** As typed. */
  value: string;
  /** What the plan used for it (the default while empty, the limit when out of range). */
  used: number;
  onChange: (value: string) => void;
}

/** A whole-number field (users, sites) with its hint, and a note when the plan adjusted it. */
export function SimulatorCountField({ field, value, used, onChange }: SimulatorCountFieldProps) {
  const id = `simulator-${field.name}`;
  const note = countFieldNote(value, used, { min: MIN_COUNT, max: field.max, noun: field.noun });
  return (
    <Field>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        name={field.name}
        type="number"
        inputMode="numeric"
        min={MIN_COUNT}
        max={field.max}
        step={1}
        value={value}
        aria-describedby={`${id}-hint ${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Hint id={`${id}-hint`}>{field.hint}</Hint>
      <Note id={`${id}-note`} aria-live="polite">
        {note}
      </Note>
    </Field>
  );
}
