import fc from "fast-check";
import { composePhone, DEFAULT_DIAL_PREFIX, DIAL_PREFIXES, normalisePhoneInput } from "./phone";
import { PHONE_PATTERN } from "./schema";

describe("normalisePhoneInput", () => {
  it.each([
    ["07123 456789", "7123456789"],
    ["7123 456789", "7123456789"],
    ["(0)7123-456-789", "7123456789"],
    ["+44 7123 456789", "447123456789"],
    ["00447123456789", "0447123456789"],
    ["0", ""],
    ["", ""],
    ["abc", ""],
    [" 0 20 7946 0958 ", "2079460958"],
  ])("%j -> %j", (raw, expected) => {
    expect(normalisePhoneInput(raw)).toBe(expected);
  });

  it("only ever returns digits", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalisePhoneInput(raw)).toMatch(/^\d*$/);
      }),
    );
  });

  it("removes exactly one leading zero", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,14}$/), (digits) => {
        expect(normalisePhoneInput(`0${digits}`)).toBe(digits);
        expect(normalisePhoneInput(`00${digits}`)).toBe(`0${digits}`);
      }),
    );
  });

  it("never starts with zero when the input had one leading zero", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9 ()-]{0,20}$/),
        fc.stringMatching(/^[ ()+-]{0,3}$/),
        (rest, noise) => {
          expect(normalisePhoneInput(`${noise}0${rest}`).startsWith("0")).toBe(false);
        },
      ),
    );
  });

  it("is idempotent on normalised input that does not start with 0", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^([1-9][0-9]{0,14})?$/), (digits) => {
        expect(normalisePhoneInput(digits)).toBe(digits);
        expect(normalisePhoneInput(normalisePhoneInput(digits))).toBe(digits);
      }),
    );
  });

  it("keeps every digit but the removed zero, in order", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const digits = raw.replace(/\D/g, "");
        const out = normalisePhoneInput(raw);
        expect(out.length).toBe(digits.startsWith("0") ? digits.length - 1 : digits.length);
        expect(digits.endsWith(out)).toBe(true);
      }),
    );
  });

  it("turns a typed UK mobile into a number the schema accepts once prefixed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7[0-9]{9}$/), (mobile) => {
        const typed = `0${mobile.slice(0, 4)} ${mobile.slice(4)}`;
        expect(composePhone("+44", normalisePhoneInput(typed))).toMatch(PHONE_PATTERN);
      }),
    );
  });
});

describe("composePhone", () => {
  it("joins the prefix and the number", () => {
    expect(composePhone("+44", "7123456789")).toBe("+447123456789");
    expect(composePhone("+1", "2125551234")).toBe("+12125551234");
  });

  it("returns an empty string when no number was entered", () => {
    expect(composePhone("+44", "")).toBe("");
    expect(composePhone("+44", "   ")).toBe("");
  });

  it("is the prefix followed by the number for any non-empty number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIAL_PREFIXES.map((p) => p.code)),
        fc.stringMatching(/^\d{1,12}$/),
        (prefix, number) => {
          const composed = composePhone(prefix, number);
          expect(composed.startsWith(prefix)).toBe(true);
          expect(composed.slice(prefix.length)).toBe(number);
        },
      ),
    );
  });
});

describe("DIAL_PREFIXES", () => {
  it("lists the UK first and defaults to +44", () => {
    expect(DEFAULT_DIAL_PREFIX).toBe("+44");
    expect(DIAL_PREFIXES[0]).toEqual({ code: "+44", country: "United Kingdom" });
  });

  it("has about a dozen unique, well-formed prefixes", () => {
    expect(DIAL_PREFIXES.length).toBeGreaterThanOrEqual(10);
    const codes = DIAL_PREFIXES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { code, country } of DIAL_PREFIXES) {
      expect(code).toMatch(/^\+\d{1,4}$/);
      expect(country.length).toBeGreaterThan(0);
    }
  });
});
