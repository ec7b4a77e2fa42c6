/**
 * The visitor's choice in the browser: read from and written to the `consent` cookie, and
 * applied (analytics and campaign attribution on or off). The banner and the code that runs
 * on arrival share these, so a choice means the same thing wherever it is made.
 */
import { browserAnalytics } from "./analytics";
import { captureAttribution, clearAttribution, type Arrival } from "./attribution";
import { parseConsentCookie, serializeConsentCookie, type ConsentChoice } from "./consent-cookie";

export function readConsentChoice(doc: Document = document): ConsentChoice | null {
  return parseConsentCookie(doc.cookie);
}

export function saveConsentChoice(choice: ConsentChoice, doc: Document = document): void {
  doc.cookie = serializeConsentCookie(choice, { secure: doc.location.protocol === "https:" });
}

/**
 * Turns analytics and attribution on for a yes; for a no, or no readable choice, makes sure
 * they are off and nothing of theirs is left on the device.
 */
export function applyConsentChoice(choice: ConsentChoice | null, arrival: Arrival | null): void {
  const analytics = browserAnalytics();
  if (choice?.analytics) {
    if (arrival) captureAttribution({ arrival, consented: true });
    analytics?.enable();
  } else {
    clearAttribution();
    analytics?.disable();
  }
}
