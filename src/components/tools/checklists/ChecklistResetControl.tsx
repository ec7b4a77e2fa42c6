import styled from "@emotion/styled";
import { RotateCcw, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../ui/Button";
import { color, fontSize, radius, space } from "../../../theme/tokens";

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[12]};
  @media print {
    display: none;
  }
`;

const SmallButton = styled(Button)`
  min-height: 44px;
  padding: ${space[8]} ${space[16]};
  font-size: ${fontSize.body};
`;

const Notice = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[8]} ${space[12]};
  margin: 0;
  padding: ${space[8]} ${space[8]} ${space[8]} ${space[16]};
  border-radius: ${radius.round};
  background: ${color.surface};
  border: 1px solid ${color.border};
  font-size: ${fontSize.body};
`;

const UndoButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  min-height: 36px;
  padding: ${space[4]} ${space[16]};
  border: 0;
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
`;

interface ChecklistResetControlProps {
  title: string;
  /** Ticked items in the list now: nothing to reset when there are none. */
  done: number;
  /** How many ticks the last reset cleared, while it can still be undone. */
  undoCount: number | null;
  onReset: () => void;
  onUndo: () => void;
}

/**
 * "Reset" clears a list at once and offers "Undo" until the list is changed again; focus
 * moves to Undo, and back to Reset once undone, so a keyboard user never loses their place.
 */
export function ChecklistResetControl({
  title,
  done,
  undoCount,
  onReset,
  onUndo,
}: ChecklistResetControlProps) {
  const resetButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"reset" | "undo" | null>(null);

  useEffect(() => {
    if (focusNext.current === "undo" && undoCount !== null) undoButton.current?.focus();
    if (focusNext.current === "reset" && undoCount === null) resetButton.current?.focus();
    focusNext.current = null;
  }, [undoCount]);

  return (
    <Wrapper>
      <SmallButton
        variant="secondary"
        ref={resetButton}
        type="button"
        disabled={done === 0}
        aria-label={`Reset ${title} checklist`}
        onClick={() => {
          focusNext.current = "undo";
          onReset();
        }}
      >
        <RotateCcw size={16} aria-hidden="true" />
        Reset
      </SmallButton>
      {undoCount !== null && (
        <Notice>
          <span>
            Cleared {undoCount} {undoCount === 1 ? "tick" : "ticks"}.
          </span>
          <UndoButton
            ref={undoButton}
            type="button"
            aria-label={`Undo reset of ${title} checklist`}
            onClick={() => {
              focusNext.current = "reset";
              onUndo();
            }}
          >
            <Undo2 size={16} aria-hidden="true" />
            Undo
          </UndoButton>
        </Notice>
      )}
    </Wrapper>
  );
}
