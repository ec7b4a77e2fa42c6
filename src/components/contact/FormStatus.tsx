import { css } from "@emotion/react";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ContactFormStatus } from "../../hooks/useContactForm";
import { color, radius, space } from "../../theme/tokens";

const messageStyle = (tone: "success" | "error") => css`
  display: flex;
  align-items: flex-start;
  gap: ${space[8]};
  margin: 0;
  padding: ${space[16]} ${space[16]};
  border: 1px solid ${tone === "success" ? color.success : color.danger};
  border-radius: ${radius.md};
  background: color-mix(
    in srgb,
    ${tone === "success" ? color.success : color.danger} 8%,
    ${color.surfaceRaised}
  );
  color: ${color.text};
  font-weight: 600;
  svg {
    flex: none;
    margin-top: ${space[4]};
    color: ${tone === "success" ? color.success : color.danger};
  }
  span span {
    display: block;
    font-weight: 400;
  }
`;

interface FormStatusProps {
  status: ContactFormStatus | null;
}

/**
 * The outcome of sending. Both live regions are always in the page so screen readers announce
 * what appears in them: success politely, problems at once.
 */
export function FormStatus({ status }: FormStatusProps) {
  const success = status?.tone === "success" ? status : null;
  const error = status?.tone === "error" ? status : null;
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {success && (
          <p css={messageStyle("success")}>
            <CircleCheck size={20} aria-hidden="true" />
            <span>
              {success.message}
              {success.detail && <span>{success.detail}</span>}
            </span>
          </p>
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {error && (
          <p css={messageStyle("error")}>
            <CircleAlert size={20} aria-hidden="true" />
            <span>{error.message}</span>
          </p>
        )}
      </div>
    </>
  );
}
