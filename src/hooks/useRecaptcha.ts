import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type Grecaptcha, loadRecaptcha } from "../lib/contact/recaptcha-loader";

export type RecaptchaStatus = "loading" | "ready" | "failed";

export interface RecaptchaWidget {
  /** The element the widget is rendered into (React must leave it empty). */
  containerRef: RefObject<HTMLDivElement>;
  status: RecaptchaStatus;
  /** The current verification token; "" until the visitor completes the check or after expiry. */
  token: string;
  /** Clears the widget so a new token can be obtained (the server consumes each token). */
  reset: () => void;
}

/** Loads reCAPTCHA v2 (on the page that uses this hook only) and renders one checkbox widget. */
export function useRecaptcha(siteKey: string): RecaptchaWidget {
  const containerRef = useRef<HTMLDivElement>(null);
  const api = useRef<Grecaptcha | null>(null);
  const widgetId = useRef<number | null>(null);
  const [status, setStatus] = useState<RecaptchaStatus>("loading");
  const [token, setToken] = useState("");

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        const container = containerRef.current;
        if (cancelled || !container || widgetId.current !== null) return;
        api.current = grecaptcha;
        const dark = document.documentElement.classList.contains("dark");
        // The normal widget is 304 px wide; narrower columns (320 px phones) get the compact one.
        const compact = container.clientWidth > 0 && container.clientWidth < 304;
        widgetId.current = grecaptcha.render(container, {
          sitekey: siteKey,
          theme: dark ? "dark" : "light",
          size: compact ? "compact" : "normal",
          callback: (value: string) => setToken(value),
          "expired-callback": () => setToken(""),
          "error-callback": () => setToken(""),
        });
        setStatus("ready");
      },
      () => {
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  const reset = useCallback(() => {
    if (api.current && widgetId.current !== null) api.current.reset(widgetId.current);
    setToken("");
  }, []);

  return { containerRef, status, token, reset };
}
