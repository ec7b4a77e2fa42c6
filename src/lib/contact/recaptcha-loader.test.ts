/** @jest-environment jsdom */
import {
  type Grecaptcha,
  loadRecaptcha,
  RECAPTCHA_ONLOAD_CALLBACK,
  RECAPTCHA_SCRIPT_ID,
  RECAPTCHA_TEST_SITE_KEY,
  recaptchaScriptUrl,
  recaptchaSiteKey,
  resetRecaptchaLoaderForTests,
} from "./recaptcha-loader";

type TestWindow = Window & { grecaptcha?: Grecaptcha } & Record<string, unknown>;
const win = window as unknown as TestWindow;

const fakeApi: Grecaptcha = { render: () => 0, reset: () => undefined, getResponse: () => "" };

afterEach(() => {
  resetRecaptchaLoaderForTests();
  document.head.innerHTML = "";
  delete win.grecaptcha;
  delete win[RECAPTCHA_ONLOAD_CALLBACK];
});

describe("recaptchaScriptUrl", () => {
  it("asks Google's script for explicit rendering and names the onload callback", () => {
    const url = new URL(recaptchaScriptUrl());
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/recaptcha/api.js");
    expect(url.searchParams.get("render")).toBe("explicit");
    expect(url.searchParams.get("onload")).toBe(RECAPTCHA_ONLOAD_CALLBACK);
    expect(new URL(recaptchaScriptUrl("myCallback")).searchParams.get("onload")).toBe("myCallback");
  });
});

describe("recaptchaSiteKey", () => {
  it("uses the configured key, else Google's test key", () => {
    expect(recaptchaSiteKey("6Lc-real-key")).toBe("6Lc-real-key");
    expect(recaptchaSiteKey(undefined)).toBe(RECAPTCHA_TEST_SITE_KEY);
    expect(recaptchaSiteKey("  ")).toBe(RECAPTCHA_TEST_SITE_KEY);
  });
});

describe("loadRecaptcha", () => {
  const scripts = () => document.querySelectorAll(`script#${RECAPTCHA_SCRIPT_ID}`);

  it("injects the script once, defines the callback first, and resolves on onload", async () => {
    const first = loadRecaptcha();
    const second = loadRecaptcha();
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).src).toBe(recaptchaScriptUrl());
    expect(typeof win[RECAPTCHA_ONLOAD_CALLBACK]).toBe("function");

    win.grecaptcha = fakeApi;
    (win[RECAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await expect(first).resolves.toBe(fakeApi);
    await expect(second).resolves.toBe(fakeApi);

    // Later callers (a second visit to the page) get the loaded API without a new script.
    await expect(loadRecaptcha()).resolves.toBe(fakeApi);
    expect(scripts()).toHaveLength(1);
  });

  it("rejects when the script fails to load, and lets the next call retry", async () => {
    const attempt = loadRecaptcha();
    scripts()[0].dispatchEvent(new Event("error"));
    await expect(attempt).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);

    const retry = loadRecaptcha();
    expect(scripts()).toHaveLength(1);
    win.grecaptcha = fakeApi;
    (win[RECAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await expect(retry).resolves.toBe(fakeApi);
  });

  it("rejects when onload fires without the API", async () => {
    const attempt = loadRecaptcha();
    (win[RECAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await expect(attempt).rejects.toThrow(/without its API/);
  });
});
