/**
 * Loads Google's reCAPTCHA v2 script on demand, once per page load. Only the contact form calls
 * it, so no other page requests anything from Google.
 */

export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** Global function the script calls when it is ready (named in the script's query string). */
export const RECAPTCHA_ONLOAD_CALLBACK = "northbridgeRecaptchaLoaded";

/** Google's published test site key: always passes; used when no key is configured. */
export const RECAPTCHA_TEST_SITE_KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI";

export const RECAPTCHA_SCRIPT_ID = "recaptcha-api-script";

export interface RecaptchaRenderParams {
  sitekey: string;
  callback?: (token: string) => void;
  "expired-callback"?: () => void;
  "error-callback"?: () => void;
  theme?: "light" | "dark";
  size?: "normal" | "compact";
}

/** The part of `window.grecaptcha` the site uses. */
export interface Grecaptcha {
  render(container: HTMLElement | string, params: RecaptchaRenderParams): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

/** The script address: explicit rendering, and the onload callback in the query string. */
export function recaptchaScriptUrl(callbackName: string = RECAPTCHA_ONLOAD_CALLBACK): string {
  const query = new URLSearchParams({ onload: callbackName, render: "explicit" });
  return `${RECAPTCHA_SCRIPT_URL}?${query.toString()}`;
}

/** The configured public site key, or Google's test key when none is set. */
export function recaptchaSiteKey(configured: string | undefined): string {
  return configured && configured.trim() !== "" ? configured.trim() : RECAPTCHA_TEST_SITE_KEY;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha } & Record<string, unknown>;

let loaded: Grecaptcha | null = null;
let pending: Promise<Grecaptcha> | null = null;

/**
 * Resolves with `grecaptcha` once the script has loaded. The callback is defined before the
 * script is injected, so a cached script that runs at once still finds it. A failed load
 * removes the script and lets the next caller try again.
 */
export function loadRecaptcha(
  win: Window = window,
  doc: Document = document,
  callbackName: string = RECAPTCHA_ONLOAD_CALLBACK,
): Promise<Grecaptcha> {
  if (loaded) return Promise.resolve(loaded);
  if (pending) return pending;
  const target = win as RecaptchaWindow;
  pending = new Promise<Grecaptcha>((resolve, reject) => {
    const fail = (reason: string) => {
      pending = null;
      doc.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
      reject(new Error(reason));
    };
    target[callbackName] = () => {
      const api = target.grecaptcha;
      if (!api || typeof api.render !== "function") {
        fail("reCAPTCHA loaded without its API");
        return;
      }
      loaded = api;
      pending = null;
      resolve(api);
    };
    const script = doc.createElement("script");
    script.id = RECAPTCHA_SCRIPT_ID;
    script.src = recaptchaScriptUrl(callbackName);
    script.async = true;
    script.defer = true;
    script.addEventListener("error", () => fail("reCAPTCHA script could not be loaded"));
    doc.head.appendChild(script);
  });
  return pending;
}

/** Forgets the loaded script (unit tests only). */
export function resetRecaptchaLoaderForTests(): void {
  loaded = null;
  pending = null;
}
