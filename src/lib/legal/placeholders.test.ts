import {
  formatPostalAddress,
  PLACEHOLDER_NAMES,
  placeholderValues,
  unknownPlaceholders,
} from "./placeholders";
import { SITE } from "../../../test-support/site-facts";

describe("placeholder values from site.json", () => {
  const values = placeholderValues(SITE);

  it("has a value for every placeholder name", () => {
    expect(Object.keys(values).sort()).toEqual([...PLACEHOLDER_NAMES].sort());
  });

  it("makes the mailboxes email links and the phone numbers tel: links", () => {
    expect(values.privacyEmail).toEqual({ kind: "email", address: SITE.emails.privacy });
    expect(values.infoEmail).toEqual({ kind: "email", address: SITE.emails.info });
    expect(values.phone).toEqual({ kind: "phone", ...SITE.phone });
    expect(values.cookiePolicyPhone).toEqual({ kind: "phone", ...SITE.cookiePolicyPhone });
  });

  it("gives the cookie page its own phone number, different from the main one", () => {
    expect(SITE.cookiePolicyPhone.tel).not.toBe(SITE.phone.tel);
  });

  it("writes addresses on one line, with the London address", () => {
    expect(formatPostalAddress(SITE.address)).toBe(
      "4th Floor, 20 Eastcheap, London EC3M 1EB, United Kingdom",
    );
    expect(values.address).toEqual({ kind: "text", text: formatPostalAddress(SITE.address) });
    expect(values.registeredOffice).toEqual({
      kind: "text",
      text: formatPostalAddress(SITE.registeredOffice),
    });
  });
});

describe("unknownPlaceholders", () => {
  it("names each unknown placeholder once and ignores known ones", () => {
    expect(unknownPlaceholders("{phone} {fax} {fax} {privacy Email} {brandName}")).toEqual([
      "fax",
      "privacy Email",
    ]);
  });

  it("leaves JSON written in the text alone", () => {
    expect(unknownPlaceholders('stored as {"analytics":true}')).toEqual([]);
  });
});
