/** @jest-environment jsdom */
import { ATTRIBUTION_STORAGE_KEY } from "./attribution";
import { applyConsentChoice, readConsentChoice, saveConsentChoice } from "./consent-state";

const arrival = { href: "http://localhost/?utm_source=newsletter", referrer: "" };

beforeEach(() => {
  for (const name of document.cookie.split(";").map((c) => c.split("=")[0].trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  window.sessionStorage.clear();
});

describe("consent state in the browser", () => {
  it("has no choice until one is saved, then reads it back", () => {
    expect(readConsentChoice()).toBeNull();
    saveConsentChoice({ analytics: true });
    expect(readConsentChoice()).toEqual({ analytics: true });
    saveConsentChoice({ analytics: false });
    expect(readConsentChoice()).toEqual({ analytics: false });
  });

  it("keeps campaign attribution for a yes and forgets it for a no", () => {
    applyConsentChoice({ analytics: true }, arrival);
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual({
      landingPage: "/",
      utm_source: "newsletter",
    });
    applyConsentChoice({ analytics: false }, arrival);
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("stores nothing and removes analytics cookies when there is no choice", () => {
    document.cookie = "_ga=GA1.1.1.1; path=/";
    applyConsentChoice(null, arrival);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("_ga");
  });

  it("without a measurement id at build, a yes loads no Google tag", () => {
    applyConsentChoice({ analytics: true }, arrival);
    expect(document.querySelector("script[src]")).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});
