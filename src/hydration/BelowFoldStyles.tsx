import { createContext, useContext, useId, useState, type ReactNode } from "react";
import { SERVER_STYLES_ATTRIBUTE } from "../lib/emotion/server-styles";
import { EMOTION_CACHE_KEY } from "../lib/emotion/site-cache";

/**
 * Where the sheet of the rules only the sections below the fold use is linked from: the first
 * of those sections (an on-demand part or the footer) renders the link just before itself, on
 * the server and again when the page hydrates, so React finds it where it expects it. It
 * renders this address, which the build replaces with the sheet's own, named by its content
 * (plugins/site-build/hydration/below-fold-styles.ts); an attribute React does not compare.
 */
export const BELOW_FOLD_STYLES_PLACEHOLDER = "/styles-below-fold.css";

interface Slot {
  owner?: string;
}

const SlotContext = createContext<Slot | null>(null);

/** Around a page: the first section below the fold inside it links the sheet. */
export function BelowFoldStylesSlot({ children }: { children: ReactNode }) {
  const [slot] = useState<Slot>(() => ({}));
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/**
 * The link, rendered by the first section below the fold that asks on a prebuilt page (its
 * identity decides, so a re-render of the same section renders it again). Pages reached in the
 * browser get their rules from Emotion and render no link.
 */
export function useBelowFoldStylesLink(prebuilt: boolean): ReactNode {
  const slot = useContext(SlotContext);
  const id = useId();
  if (!slot || !prebuilt) return null;
  slot.owner ??= id;
  if (slot.owner !== id) return null;
  return (
    <link
      rel="stylesheet"
      href={BELOW_FOLD_STYLES_PLACEHOLDER}
      {...{ [SERVER_STYLES_ATTRIBUTE]: EMOTION_CACHE_KEY }}
    />
  );
}
