import styled from "@emotion/styled";
import { type ChecklistProgress, progressText } from "../../../lib/tools/checklists";
import { color, fixedColours, radius } from "../../../theme/tokens";

const Track = styled.span<{ barSize: "small" | "large" }>`
  position: relative;
  display: block;
  overflow: hidden;
  height: ${({ barSize }) => (barSize === "large" ? "12px" : "6px")};
  border-radius: ${radius.round};
  background: color-mix(in srgb, ${color.textMuted} 22%, ${color.surfaceRaised});
  @media print {
    border: 1px solid ${fixedColours.black};
    background: ${fixedColours.white};
  }
`;

// The fill is scaled rather than resized, so a change animates without layout work.
const Fill = styled.span<{ complete: boolean }>`
  position: absolute;
  inset: 0;
  display: block;
  border-radius: inherit;
  background: ${({ complete }) => (complete ? color.success : color.primary)};
  transform-origin: left center;
  @media (prefers-reduced-motion: no-preference) {
    transition:
      transform 0.3s ease,
      background-color 0.3s ease;
  }
  @media print {
    background: ${fixedColours.printFill};
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

interface ChecklistProgressBarProps {
  progress: ChecklistProgress;
  /** Names the bar, e.g. "Cyber Essentials progress"; none for a bar beside its own text. */
  label?: string;
  size?: "small" | "large";
}

/**
 * A list's progress as a bar that assistive technology reads as "12 of 21 complete"; without
 * a label it is decoration beside text that already says the same.
 */
export function ChecklistProgressBar({
  progress,
  label,
  size = "large",
}: ChecklistProgressBarProps) {
  return (
    <Track
      barSize={size}
      {...(label === undefined
        ? { "aria-hidden": true }
        : {
            role: "progressbar",
            "aria-label": label,
            "aria-valuemin": 0,
            "aria-valuemax": progress.total,
            "aria-valuenow": progress.done,
            "aria-valuetext": progressText(progress),
          })}
    >
      <Fill
        complete={progress.total > 0 && progress.done === progress.total}
        style={{
          transform: `scaleX(${progress.total === 0 ? 0 : progress.done / progress.total})`,
        }}
      />
    </Track>
  );
}
