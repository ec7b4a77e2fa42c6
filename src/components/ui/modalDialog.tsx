import { css } from "@emotion/react";
import { X } from "lucide-react";
import { forwardRef } from "react";
import { color, radius, shadow, translucent } from "../../theme/tokens";
import { Button } from "./Button";

/** The frame of the site's modal dialogs (infographic detail, search) over a dimmed page. */
export const modalDialogFrame = css`
  max-width: none;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  color: ${color.text};
  box-shadow: ${shadow.dialog};
  &::backdrop {
    background: ${translucent("darkBandDeepest", 0.72)};
  }
`;

/** A modal dialog's round close button, named "Close". */
export const DialogCloseButton = forwardRef<HTMLButtonElement, { onClick: () => void }>(
  function DialogCloseButton({ onClick }, ref) {
    return (
      <Button
        ref={ref}
        variant="outline"
        size="icon"
        type="button"
        aria-label="Close"
        onClick={onClick}
      >
        <X size={20} aria-hidden="true" />
      </Button>
    );
  },
);
