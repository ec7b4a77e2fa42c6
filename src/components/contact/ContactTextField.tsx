import { describedBy, fieldErrorId, fieldInputId } from "../../lib/contact/field-ids";
import { controlStyle, fieldStyle, labelStyle } from "./formStyles";
import { FieldError } from "./FieldError";

interface ContactTextFieldProps {
  name: "fullName" | "businessEmail" | "jobTitle" | "message";
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
}

/** A required text input or textarea with its visible label and error. */
export function ContactTextField({
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  autoComplete,
  multiline = false,
}: ContactTextFieldProps) {
  const id = fieldInputId(name);
  const errorId = fieldErrorId(name);
  const shared = {
    id,
    name,
    value,
    required: true,
    "aria-required": true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && errorId),
    css: controlStyle,
  } as const;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === "email" ? false : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
