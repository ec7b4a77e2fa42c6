import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { onConsentSettingsRequested } from "../../lib/consent-events";
import type { Arrival } from "../../lib/consent/attribution";
import type { ConsentChoice } from "../../lib/consent/consent-cookie";
import {
  applyConsentChoice,
  readConsentChoice,
  saveConsentChoice,
} from "../../lib/consent/consent-state";
import { whenIdle } from "../../hydration/when-idle";
import { reportPreloadError } from "../../lib/preload-error";
import type { ConsentBannerProps } from "./ConsentBanner";
import { loadConsentBanner } from "./loadConsentBanner";

interface OpenBanner {
  Banner: ComponentType<ConsentBannerProps>;
  choice: ConsentChoice | null;
  focusRequest: number;
}

/**
 * Applies the stored cookie choice on arrival and shows the consent banner when there is no
 * readable choice or the visitor asks for it (Cookie Settings). Renders nothing on the server
 * and during hydration; all of its work waits until the browser is idle.
 */
export function ConsentManager() {
  const [banner, setBanner] = useState<OpenBanner | null>(null);
  const arrival = useRef<Arrival | null>(null);
  const requests = useRef(0);

  const show = useCallback((askedFor: boolean) => {
    if (askedFor) requests.current += 1;
    const focusRequest = askedFor ? requests.current : 0;
    loadConsentBanner().then(
      (Banner) =>
        // A transition: React renders the banner in pieces that yield to the browser, not in
        // one task with the chunk's evaluation (a long task on every first visit otherwise).
        startTransition(() =>
          setBanner((open) => ({
            Banner,
            // Reopening shows the choice as it is now; an open banner keeps what it shows.
            choice: open ? open.choice : readConsentChoice(),
            focusRequest: Math.max(focusRequest, open?.focusRequest ?? 0),
          })),
        ),
      (error: unknown) => reportPreloadError({ part: "consent-banner", prebuilt: false, error }),
    );
  }, []);

  useEffect(() => {
    arrival.current = { href: window.location.href, referrer: document.referrer };
    const stopListening = onConsentSettingsRequested(() => show(true));
    const cancel = whenIdle(() => {
      const choice = readConsentChoice();
      applyConsentChoice(choice, arrival.current);
      if (!choice) show(false);
    });
    return () => {
      cancel();
      stopListening();
    };
  }, [show]);

  const save = useCallback((choice: ConsentChoice) => {
    saveConsentChoice(choice);
    applyConsentChoice(choice, arrival.current);
    setBanner(null);
  }, []);
  const close = useCallback(() => setBanner(null), []);

  if (!banner) return null;
  const { Banner, choice, focusRequest } = banner;
  return <Banner choice={choice} focusRequest={focusRequest} onSave={save} onClose={close} />;
}
