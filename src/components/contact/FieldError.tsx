import { TriangleAlert } from "lucide-react";
import { errorTextStyle } from "./formStyles";

interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** A field's error message, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} css={errorTextStyle}>
      <TriangleAlert size={16} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
