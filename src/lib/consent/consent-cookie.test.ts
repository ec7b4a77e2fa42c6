import { CONSENT_COOKIE_NAME, parseConsentCookie, serializeConsentCookie } from "./consent-cookie";

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("parseConsentCookie", () => {
  it("reads an accepted and a rejected choice", () => {
    expect(parseConsentCookie(`consent=${encoded({ analytics: true })}`)).toEqual({
      analytics: true,
    });
    expect(parseConsentCookie(`consent=${encoded({ analytics: false })}`)).toEqual({
      analytics: false,
    });
  });

  it("finds the cookie among others, with or without spaces", () => {
    const header = `theme=dark; _ga=GA1.1.1.1;consent=${encoded({ analytics: true })}; other=x`;
    expect(parseConsentCookie(header)).toEqual({ analytics: true });
  });

  it("reads plain (not encoded) JSON, which decodes to itself", () => {
    expect(parseConsentCookie('consent={"analytics":false}')).toEqual({ analytics: false });
  });

  it("takes the first cookie of that name", () => {
    const header = `consent=${encoded({ analytics: false })}; consent=${encoded({ analytics: true })}`;
    expect(parseConsentCookie(header)).toEqual({ analytics: false });
  });

  it.each([
    ["missing header", undefined],
    ["null header", null],
    ["empty header", ""],
    ["no consent cookie", "theme=dark; _ga=GA1.1.1.1"],
    ["a cookie whose name only ends in consent", `myconsent=${encoded({ analytics: true })}`],
    ["empty value", "consent="],
    ["garbage", "consent=%%%not-json"],
    ["broken percent-encoding", "consent=%E0%A4%A"],
    ["truncated JSON", `consent=${encodeURIComponent('{"analytics":tr')}`],
    ["string true", `consent=${encoded({ analytics: "true" })}`],
    ["number", `consent=${encoded({ analytics: 1 })}`],
    ["null analytics", `consent=${encoded({ analytics: null })}`],
    ["missing field", `consent=${encoded({})}`],
    ["extra field", `consent=${encoded({ analytics: true, marketing: true })}`],
    ["array", `consent=${encoded([true])}`],
    ["bare boolean", `consent=${encoded(true)}`],
    ["JSON null", `consent=${encoded(null)}`],
    ["double-encoded", `consent=${encodeURIComponent(encoded({ analytics: true }))}`],
  ])("treats %s as no consent", (_label, header) => {
    expect(parseConsentCookie(header)).toBeNull();
  });
});

describe("serializeConsentCookie", () => {
  it("stores URL-encoded JSON for 180 days on the whole site", () => {
    expect(serializeConsentCookie({ analytics: true }, { secure: false })).toBe(
      "consent=%7B%22analytics%22%3Atrue%7D; Path=/; Max-Age=15552000; SameSite=Lax",
    );
  });

  it("adds Secure on https", () => {
    expect(serializeConsentCookie({ analytics: false }, { secure: true })).toBe(
      "consent=%7B%22analytics%22%3Afalse%7D; Path=/; Max-Age=15552000; SameSite=Lax; Secure",
    );
  });

  it("round-trips through parseConsentCookie", () => {
    for (const analytics of [true, false]) {
      const cookie = serializeConsentCookie({ analytics }, { secure: true }).split(";")[0];
      expect(parseConsentCookie(cookie)).toEqual({ analytics });
    }
  });

  it("names the cookie consent", () => {
    expect(CONSENT_COOKIE_NAME).toBe("consent");
  });
});
