import styled from "@emotion/styled";
import { TriangleAlert } from "lucide-react";
import type { MouseEvent } from "react";
import { focusTargetId } from "../../lib/contact/field-ids";
import { FORM_FIELD_ORDER } from "../../lib/contact/form-state";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Box = styled.div`
  padding: ${space[16]} ${space[20]};
  border: 2px solid ${color.danger};
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.danger} 7%, ${color.surfaceRaised});
  h3 {
    display: flex;
    align-items: center;
    gap: ${space[8]};
    margin: 0 0 ${space[8]};
    font-size: ${fontSize.body};
    color: ${color.danger};
  }
  ul {
    margin: 0;
    padding-left: ${space[24]};
    display: grid;
    gap: ${space[4]};
  }
  a {
    color: ${color.danger};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${color.text};
  }
`;

interface ErrorSummaryProps {
  errors: ReadonlyArray<{ field: string; message: string }>;
  onFocusField: (field: string) => void;
}

/** After a failed submit: every problem, each linking to its field. */
export function ErrorSummary({ errors, onFocusField }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  // Links move focus themselves: a plain fragment jump scrolls but does not focus the field.
  const follow = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onFocusField(field);
  };
  return (
    <Box role="alert" aria-labelledby="contact-error-summary-heading">
      <h3 id="contact-error-summary-heading">
        <TriangleAlert size={20} aria-hidden="true" />
        Please correct the following
      </h3>
      <ul>
        {errors.map(({ field, message }) =>
          FORM_FIELD_ORDER.includes(field) ? (
            <li key={field}>
              <a href={`#${focusTargetId(field)}`} onClick={follow(field)}>
                {message}
              </a>
            </li>
          ) : (
            <li key={field}>{message}</li>
          ),
        )}
      </ul>
    </Box>
  );
}
