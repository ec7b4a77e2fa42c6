import { PHONE_MEDIA_QUERY } from "../theme/tokens";
import { useMediaQuery } from "./useMediaQuery";

/** Under 768 px wide is mobile (the layout's one breakpoint). False during the server render. */
export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
