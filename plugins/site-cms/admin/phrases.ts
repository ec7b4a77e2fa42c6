/**
 * Decap's English messages where the content check has its own words: a missing field is
 * named the way the build names it, and a refused save says that the build's check refused it.
 */
import type { Phrases } from "./decap";

/** The first line of a save the content check refuses; the build's own lines follow it. */
export const CONTENT_CHECK_REFUSES = "The content check refuses this change, as the build would:";

const OVERRIDES: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: 'field "%{fieldLabel}": is missing',
        // The pattern's message is the check's own ("must be a price such as "£399"").
        regexPattern: 'field "%{fieldLabel}": %{pattern}',
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField:
        "Not saved: the content check refuses this record. What to change is under each field marked in red.",
      onFailToPersist: "Not saved. %{details}",
    },
  },
};

/** The default phrases with the overrides laid over them, at any depth. */
export function withContentCheckPhrases(base: Phrases, overrides: Phrases = OVERRIDES): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key];
    merged[key] =
      typeof value === "object" && typeof under === "object"
        ? withContentCheckPhrases(under, value)
        : value;
  }
  return merged;
}
