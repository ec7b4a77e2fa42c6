import { css } from "@emotion/react";
import { cardSurface, color, fontSize, media, NAV_HEIGHT_PX, space } from "../../theme/tokens";

/** Inputs beside results on wide screens; stacked, inputs first, on phones. */
export const toolGridStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  align-items: start;
  gap: ${space[32]};
  ${media.below("smallLaptop")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[24]};
  }
  @media print {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[12]};
  }
`;

/** The raised card that holds the form or the results. */
export const panelStyle = css`
  min-width: 0;
  padding: ${space[32]};
  ${cardSurface}
  ${media.mobile} {
    padding: ${space[24]} ${space[16]};
  }
  > h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[8]};
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
  margin: ${space[32]} 0 ${space[12]};
  font-size: ${fontSize.lead};
`;

export const panelIntroStyle = css`
  margin: 0 0 ${space[24]};
  color: ${color.textMuted};
`;

/** The form's fields, one under another. */
export const fieldStackStyle = css`
  display: grid;
  gap: ${space[24]};
`;
