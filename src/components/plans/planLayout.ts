import { media } from "../../theme/tokens";

/** Each card needs about 300 px beside the others: three from 900 px, four from 1200 px. */
const CARD_ROOM_PX = 300;

/** The media query from which `count` plan cards stand side by side; below it they stack. */
export function cardsSideBySide(count: number): string {
  return media.fromContentWidth(Math.max(2, count) * CARD_ROOM_PX);
}
