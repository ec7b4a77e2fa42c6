import styled from "@emotion/styled";
import { color, radius } from "../../../theme/tokens";

const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 700;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-size: 1.05rem;
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
  font-size: 0.88rem;
  color: ${color.textMuted};
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${color.text};
  /* Stays in the page while empty, so screen readers hear the note when it appears. */
  &:empty {
    margin-top: -6px;
  }
`;

interface SimulatorCountFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  min: number;
  max: number;
  /** What the plan used instead of the typed value, or "". */
  note: string;
  onChange: (value: string) => void;
}

/** A whole-number field (users, sites) with its hint, and a note when the plan adjusted it. */
export function SimulatorCountField({
  name,
  label,
  hint,
  value,
  min,
  max,
  note,
  onChange,
}: SimulatorCountFieldProps) {
  const id = `simulator-${name}`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${id}-hint ${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Note id={`${id}-note`} aria-live="polite">
        {note}
      </Note>
    </Field>
  );
}
