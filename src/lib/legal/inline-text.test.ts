import { fillInlineText, hasInlineMarkup, inlineTextProblems, plainText } from "./inline-text";
import { placeholderValues } from "./placeholders";
import { SITE } from "../../../test-support/site-facts";

const values = placeholderValues(SITE);
const WHERE = 'content/legal/privacy-policy.json: field "intro[0]"';

describe("fillInlineText", () => {
  it("fills text placeholders into the surrounding text", () => {
    expect(fillInlineText('{legalName} ("{brandName}")', values, WHERE)).toEqual([
      { kind: "text", text: `${SITE.legalName} ("${SITE.brandName}")` },
    ]);
  });

  it("turns email and phone placeholders into parts to link", () => {
    expect(fillInlineText("Email {privacyEmail} or call {phone}.", values, WHERE)).toEqual([
      { kind: "text", text: "Email " },
      { kind: "email", address: SITE.emails.privacy },
      { kind: "text", text: " or call " },
      { kind: "phone", display: SITE.phone.display, tel: SITE.phone.tel },
      { kind: "text", text: "." },
    ]);
  });

  it("reads links to pages of the site, https addresses and phone numbers", () => {
    expect(
      fillInlineText(
        "See our [Cookie Policy](/CookiePolicy), [the ICO](https://ico.org.uk/) or [0303 123 1113](tel:+443031231113).",
        values,
        WHERE,
      ),
    ).toEqual([
      { kind: "text", text: "See our " },
      { kind: "link", text: "Cookie Policy", href: "/CookiePolicy", internal: true },
      { kind: "text", text: ", " },
      { kind: "link", text: "the ICO", href: "https://ico.org.uk/", internal: false },
      { kind: "text", text: " or " },
      { kind: "link", text: "0303 123 1113", href: "tel:+443031231113", internal: false },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps JSON in the text as it is", () => {
    const text = 'Stores {"analytics":true} or {"analytics":false}.';
    expect(fillInlineText(text, values, WHERE)).toEqual([{ kind: "text", text }]);
  });

  it("fails naming the file, the field and the unknown placeholder", () => {
    expect(() => fillInlineText("Fax us on {faxNumber}.", values, WHERE)).toThrow(
      /^content\/legal\/privacy-policy\.json: field "intro\[0\]": unknown placeholder \{faxNumber\} \(known placeholders: \{privacyEmail\}, /,
    );
  });

  it("fails on a link that leads nowhere useful", () => {
    expect(() => fillInlineText("[here](javascript:alert(1))", values, WHERE)).toThrow(
      /must point to a page of this site/,
    );
    expect(() => fillInlineText("[ICO](http://ico.org.uk)", values, WHERE)).toThrow(
      /an https:\/\/ address/,
    );
  });
});

describe("helpers", () => {
  it("lists problems without throwing", () => {
    expect(inlineTextProblems("{phone}")).toEqual([]);
    expect(inlineTextProblems("{fax}")).toHaveLength(1);
  });

  it("tells text with markup from plain text", () => {
    expect(hasInlineMarkup("1. Who We Are")).toBe(false);
    expect(hasInlineMarkup("About {brandName}")).toBe(true);
    expect(hasInlineMarkup("[Home](/)")).toBe(true);
    expect(hasInlineMarkup("{nope}")).toBe(true);
  });

  it("gives the text a reader sees", () => {
    expect(plainText(fillInlineText("Call {phone} or see [us](/about).", values, WHERE))).toBe(
      `Call ${SITE.phone.display} or see us.`,
    );
  });
});
