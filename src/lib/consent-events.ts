/**
 * The round "Cookie Settings" button asks for the consent banner through this
 * event, so the banner (a separate module) can be built and loaded on its own.
 */
export const OPEN_CONSENT_SETTINGS_EVENT = "consent:open-settings";

/** Marks the footer's Cookie settings button, answered by the footer's frame while prebuilt. */
export const COOKIE_SETTINGS_LINK_ATTRIBUTE = "data-cookie-settings";

export function requestConsentSettings(target: Window = window): void {
  target.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT));
}

export function onConsentSettingsRequested(
  listener: () => void,
  target: Window = window,
): () => void {
  target.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
  return () => target.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, listener);
}
