import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { useSettledText } from "./useSettledText";

const headlineStyle = (stale: boolean) => css`
  margin: 0 0 ${space[20]};
  padding: ${space[16]} ${space[16]};
  border-left: 4px solid ${stale ? color.danger : color.primary};
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.body};
  font-weight: 600;
  line-height: 1.5;
  @media print {
    padding: 0 0 0 ${space[8]};
    background: none;
  }
`;

interface LiveHeadlineProps {
  /** The result in one sentence. */
  text: string;
  /** True while a field holds something unusable and the results are the last good ones. */
  stale?: boolean;
  /** Shown (and announced) in place of the result while stale. */
  staleText?: string;
}

/**
 * The result in one sentence, at the top of the results. Sighted visitors see it change at
 * once; a polite live region (hidden, so nothing is read twice) announces it when typing
 * pauses, so screen reader users hear the outcome rather than every keystroke.
 */
export function LiveHeadline({
  text,
  stale = false,
  staleText = "Check the highlighted field: the results below are for your last complete figures.",
}: LiveHeadlineProps) {
  const shown = stale ? staleText : text;
  const announced = useSettledText(shown);
  return (
    <>
      <p css={headlineStyle(stale)} data-tool-headline="">
        {shown}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </>
  );
}
