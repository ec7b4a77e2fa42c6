import { css } from "@emotion/react";
import { cardSurface, color, media, NAV_HEIGHT_PX } from "../../theme/tokens";

/** Inputs beside results on wide screens; stacked, inputs first, on phones. */
export const toolGridStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  align-items: start;
  gap: 32px;
  ${media.below("smallLaptop")} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
  @media print {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

/** The raised card that holds the form or the results. */
export const panelStyle = css`
  min-width: 0;
  padding: 32px;
  ${cardSurface}
  ${media.mobile} {
    padding: 22px 16px;
  }
  > h2 {
    font-size: clamp(1.3rem, 2.4vw, 1.6rem);
    margin-bottom: 6px;
  }
  @media print {
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

/** On wide screens a short form stays in view while the longer results scroll past it. */
export const stickyPanelStyle = css`
  ${panelStyle};
  ${media.from("smallLaptop")} {
    position: sticky;
    top: ${NAV_HEIGHT_PX + 24}px;
  }
`;

/** A sub-heading inside a panel. */
export const panelHeadingStyle = css`
  margin: 32px 0 12px;
  font-size: 1.15rem;
`;

export const panelIntroStyle = css`
  margin: 0 0 24px;
  color: ${color.textMuted};
`;

/** The form's fields, one under another. */
export const fieldStackStyle = css`
  display: grid;
  gap: 22px;
`;
