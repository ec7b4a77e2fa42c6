/**
 * Google Analytics, loaded only after the visitor has said yes to analytics cookies. Nothing
 * here requests anything from Google until enable() runs; the consent banner's code calls it
 * for a stored or new "yes", and disable() for a "no" or a withdrawal.
 *
 * Page views are sent by the site itself (the tag's own is switched off): one for the page
 * the visitor is on when analytics starts, then one for every client-side route change.
 */
import { deleteAnalyticsCookies } from "./analytics-cookies";

type GtagCommand = "consent" | "js" | "config" | "event";
type Gtag = (command: GtagCommand, ...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

/** GA4 measurement ids look like G-ABC123; anything else is ignored (it goes into a URL). */
export function isMeasurementId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^G-[A-Z0-9]{4,20}$/.test(value);
}

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
}

/** Everything is denied until the visitor's yes is applied; advertising stays denied. */
export const CONSENT_DEFAULTS = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

export interface RouteLocation {
  pathname: string;
  search?: string;
  href?: string;
}

/** A route change is a new page when its path or query changed (not for a #fragment only). */
export function isNewPage(location: RouteLocation, previous: RouteLocation | null): boolean {
  if (!previous) return false;
  return (
    location.pathname !== previous.pathname || (location.search ?? "") !== (previous.search ?? "")
  );
}

export interface AnalyticsOptions {
  measurementId: string;
  win?: Window;
  doc?: Document;
  /** Runs a task once the new page's title is in place (Gatsby sets it after the route update). */
  afterNextPaint?: (task: () => void) => void;
}

export interface Analytics {
  /** Loads the tag if needed, grants analytics storage and sends a page view for this page. */
  enable(): void;
  /** Stops every further hit and deletes the analytics cookies. Safe to call at any time. */
  disable(): void;
  isActive(): boolean;
  /** Gatsby's onRouteUpdate: a page view for a new page, once its title is set. */
  routeChanged(location: RouteLocation, previous: RouteLocation | null): void;
  /** A sent enquiry (GA4's recommended event name for a lead). */
  lead(): void;
}

/** The longest a route change's page view waits for the new page's title. */
export const TITLE_WAIT_MS = 1000;

function defaultAfterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === "function") {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
  } else {
    setTimeout(task, 32);
  }
}

export function createAnalytics({
  measurementId,
  win = window,
  doc = document,
  afterNextPaint = defaultAfterNextPaint,
}: AnalyticsOptions): Analytics {
  const validId = isMeasurementId(measurementId);
  const disableFlag = `ga-disable-${measurementId}`;
  const flags = win as unknown as Record<string, unknown>;
  let configured = false;
  let active = false;
  let lastPage: string | null = null;

  const gtag: Gtag = (...args) => win.gtag?.(...args);

  function installGtag(): void {
    win.dataLayer = win.dataLayer ?? [];
    if (!win.gtag) {
      // Google's tag reads the `arguments` object itself from the data layer, not an array.
      win.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer?.push(arguments);
      };
    }
  }

  function loadScript(): void {
    const src = gtagScriptUrl(measurementId);
    if (doc.querySelector(`script[src="${src}"]`)) return;
    const script = doc.createElement("script");
    script.async = true;
    script.src = src;
    doc.head.appendChild(script);
  }

  /**
   * Runs `task` once the document has a title: Gatsby replaces the head of a new page in a
   * render of its own, and under load that can leave the title empty past the next paint.
   * Waits at most TITLE_WAIT_MS.
   */
  function whenTitled(task: () => void): void {
    const Observer = (win as Window & typeof globalThis).MutationObserver;
    if (doc.title || !Observer) {
      task();
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      task();
    };
    const observer = new Observer(() => {
      if (doc.title) finish();
    });
    observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(finish, TITLE_WAIT_MS);
  }

  function sendPageView(previousHref?: string): void {
    if (!active) return;
    const href = win.location.href;
    if (href === lastPage) return;
    lastPage = href;
    gtag("event", "page_view", {
      page_location: href,
      page_title: doc.title,
      ...(previousHref ? { page_referrer: previousHref } : {}),
    });
  }

  return {
    enable() {
      if (!validId || active) return;
      installGtag();
      flags[disableFlag] = false;
      if (!configured) {
        gtag("consent", "default", { ...CONSENT_DEFAULTS });
        gtag("consent", "update", { analytics_storage: "granted" });
        gtag("js", new Date());
        gtag("config", measurementId, {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        });
        loadScript();
        configured = true;
      } else {
        gtag("consent", "update", { analytics_storage: "granted" });
      }
      active = true;
      lastPage = null;
      sendPageView();
    },
    disable() {
      if (configured) {
        gtag("consent", "update", { analytics_storage: "denied" });
        // Google's documented switch: the loaded tag sends nothing more while it is set.
        flags[disableFlag] = true;
      }
      active = false;
      deleteAnalyticsCookies(doc);
    },
    isActive: () => active,
    routeChanged(location, previous) {
      if (!active || !isNewPage(location, previous)) return;
      const previousHref = previous?.href;
      afterNextPaint(() => whenTitled(() => sendPageView(previousHref)));
    },
    lead() {
      if (active) gtag("event", "generate_lead", { lead_source: "contact_form" });
    },
  };
}

/** The site's measurement id, fixed at build time; empty means no analytics at all. */
export const GA_MEASUREMENT_ID = process.env.GATSBY_GA_MEASUREMENT_ID ?? "";

let siteAnalytics: Analytics | null = null;

/** The one instance for this page (created on first use, in the browser only). */
export function browserAnalytics(): Analytics | null {
  if (typeof window === "undefined") return null;
  siteAnalytics ??= createAnalytics({ measurementId: GA_MEASUREMENT_ID });
  return siteAnalytics;
}

export function trackRouteChange(location: RouteLocation, previous: RouteLocation | null): void {
  browserAnalytics()?.routeChanged(location, previous);
}

/**
 * Call after an enquiry was sent successfully: sends `generate_lead` when the visitor has
 * accepted analytics, and does nothing otherwise.
 */
export function trackLead(): void {
  browserAnalytics()?.lead();
}
