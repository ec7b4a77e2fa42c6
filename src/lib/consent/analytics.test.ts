/** @jest-environment jsdom */
import {
  createAnalytics,
  gtagScriptUrl,
  isMeasurementId,
  isNewPage,
  TITLE_WAIT_MS,
  type Analytics,
} from "./analytics";

const ID = "G-TEST123";

/** The data layer as plain arrays (Google's tag pushes `arguments` objects). */
function calls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function events(name: string): unknown[][] {
  return calls().filter(([command, event]) => command === "event" && event === name);
}

function scripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"));
}

let analytics: Analytics;

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = "";
  document.title = "Home";
  window.history.replaceState(null, "", "/");
  analytics = createAnalytics({ measurementId: ID, afterNextPaint: (task) => task() });
});

describe("before consent", () => {
  it("creating the loader requests nothing and defines nothing", () => {
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    analytics.routeChanged({ pathname: "/about" }, { pathname: "/" });
    analytics.lead();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe("enable", () => {
  it("sets consent defaults, grants analytics, configures without a page view, then loads the tag", () => {
    analytics.enable();
    const [script] = scripts();
    expect(script.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(script.async).toBe(true);
    const log = calls();
    expect(log[0]).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect(log[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(log[2][0]).toBe("js");
    expect(log[2][1]).toBeInstanceOf(Date);
    expect(log[3]).toEqual([
      "config",
      ID,
      {
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ]);
    expect(log[4]).toEqual([
      "event",
      "page_view",
      { page_location: "http://localhost/", page_title: "Home" },
    ]);
    expect(analytics.isActive()).toBe(true);
  });

  it("pushes arguments objects, which is what Google's tag reads", () => {
    analytics.enable();
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("is idempotent", () => {
    analytics.enable();
    analytics.enable();
    expect(scripts()).toHaveLength(1);
    expect(events("page_view")).toHaveLength(1);
  });

  it("does nothing without a valid measurement id", () => {
    for (const measurementId of ["", "UA-123-1", "G-<script>", "G-"]) {
      const other = createAnalytics({ measurementId });
      other.enable();
      expect(other.isActive()).toBe(false);
    }
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe("route changes", () => {
  it("sends a page view for a new page with its title and the previous page", () => {
    analytics.enable();
    window.history.pushState(null, "", "/about");
    document.title = "About";
    analytics.routeChanged(
      { pathname: "/about", search: "", href: "http://localhost/about" },
      { pathname: "/", search: "", href: "http://localhost/" },
    );
    expect(events("page_view")).toEqual([
      ["event", "page_view", { page_location: "http://localhost/", page_title: "Home" }],
      [
        "event",
        "page_view",
        {
          page_location: "http://localhost/about",
          page_title: "About",
          page_referrer: "http://localhost/",
        },
      ],
    ]);
  });

  it("waits for the new page's title when the head is still being replaced", async () => {
    analytics.enable();
    window.history.pushState(null, "", "/contact");
    document.title = "";
    analytics.routeChanged({ pathname: "/contact" }, { pathname: "/" });
    expect(events("page_view")).toHaveLength(1);
    document.title = "Contact";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events("page_view").at(-1)).toEqual([
      "event",
      "page_view",
      { page_location: "http://localhost/contact", page_title: "Contact" },
    ]);
  });

  it("sends the page view after TITLE_WAIT_MS when no title ever comes", () => {
    jest.useFakeTimers();
    try {
      analytics.enable();
      window.history.pushState(null, "", "/untitled");
      document.title = "";
      analytics.routeChanged({ pathname: "/untitled" }, { pathname: "/" });
      jest.advanceTimersByTime(TITLE_WAIT_MS - 1);
      expect(events("page_view")).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(events("page_view")).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("ignores the first render and fragment-only changes", () => {
    analytics.enable();
    analytics.routeChanged({ pathname: "/" }, null);
    window.history.pushState(null, "", "/#services");
    analytics.routeChanged({ pathname: "/", search: "" }, { pathname: "/", search: "" });
    expect(events("page_view")).toHaveLength(1);
  });

  it("sends nothing when consent was withdrawn before the page view went out", () => {
    const queued: Array<() => void> = [];
    const delayed = createAnalytics({ measurementId: ID, afterNextPaint: (t) => queued.push(t) });
    delayed.enable();
    window.history.pushState(null, "", "/contact");
    delayed.routeChanged({ pathname: "/contact" }, { pathname: "/" });
    delayed.disable();
    queued.forEach((task) => task());
    expect(events("page_view")).toHaveLength(1);
  });
});

describe("disable (withdrawal)", () => {
  it("denies storage, sets Google's disable flag, deletes _ga cookies and stops events", () => {
    analytics.enable();
    document.cookie = "_ga=GA1.1.1.1; path=/";
    document.cookie = "_ga_TEST123=GS1.1.1; path=/";
    analytics.disable();
    expect(calls().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true);
    expect(document.cookie).not.toMatch(/_ga/);
    const before = calls().length;
    window.history.pushState(null, "", "/about");
    analytics.routeChanged({ pathname: "/about" }, { pathname: "/" });
    analytics.lead();
    expect(calls()).toHaveLength(before);
    expect(analytics.isActive()).toBe(false);
  });

  it("before any enable only deletes cookies and never touches Google's tag", () => {
    document.cookie = "_ga=GA1.1.1.1; path=/";
    analytics.disable();
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it("can be undone: granted again, no second script, a fresh page view", () => {
    analytics.enable();
    analytics.disable();
    analytics.enable();
    expect(scripts()).toHaveLength(1);
    expect(calls().at(-2)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(events("page_view")).toHaveLength(2);
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(false);
  });
});

describe("lead", () => {
  it("sends generate_lead only while analytics is on", () => {
    analytics.lead();
    analytics.enable();
    analytics.lead();
    expect(events("generate_lead")).toEqual([
      ["event", "generate_lead", { lead_source: "contact_form" }],
    ]);
  });
});

describe("helpers", () => {
  it("isMeasurementId accepts GA4 ids only", () => {
    expect(isMeasurementId("G-TEST123")).toBe(true);
    expect(isMeasurementId("G-ABCD1234EF")).toBe(true);
    expect(isMeasurementId("g-test123")).toBe(false);
    expect(isMeasurementId(undefined)).toBe(false);
  });

  it("gtagScriptUrl names the id", () => {
    expect(gtagScriptUrl("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });

  it("isNewPage compares path and query", () => {
    expect(isNewPage({ pathname: "/a" }, null)).toBe(false);
    expect(isNewPage({ pathname: "/a" }, { pathname: "/b" })).toBe(true);
    expect(isNewPage({ pathname: "/a", search: "?x=1" }, { pathname: "/a" })).toBe(true);
    expect(isNewPage({ pathname: "/a", search: "" }, { pathname: "/a" })).toBe(false);
  });
});
