import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { X } from "lucide-react";
import { forwardRef } from "react";
import { color, radius, shadow, translucent } from "../../theme/tokens";

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

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
`;

/** A modal dialog's round close button, named "Close". */
export const DialogCloseButton = forwardRef<HTMLButtonElement, { onClick: () => void }>(
  function DialogCloseButton({ onClick }, ref) {
    return (
      <RoundButton ref={ref} type="button" aria-label="Close" onClick={onClick}>
        <X size={20} aria-hidden="true" />
      </RoundButton>
    );
  },
);
