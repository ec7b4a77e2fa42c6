import {
  hasUnsafeMultiLineCharacters,
  hasUnsafeSingleLineCharacters,
  hasVisibleText,
  stripUnsafeSingleLineCharacters,
} from "./unsafe-characters";

const ESC = "\u001b";

describe("hasUnsafeSingleLineCharacters", () => {
  it.each([
    ["ESC", `Jo${ESC}[2J`],
    ["NUL", "Jo\u0000"],
    ["a line feed", "Jo\nBcc: x"],
    ["a tab", "Jo\tBloggs"],
    ["DEL", "Jo\u007f"],
    ["a C1 control (CSI)", "Jo\u009b31m"],
    ["NEL", "Jo\u0085x"],
    ["a right-to-left override", "Jo\u202egnp.exe"],
    ["a left-to-right embedding", "\u202aJo"],
    ["a first-strong isolate", "Jo\u2068x\u2069"],
    ["a zero-width space", "J\u200bo"],
    ["a zero-width joiner", "J\u200do"],
    ["a word joiner", "J\u2060o"],
    ["a byte order mark", "J\ufeffo"],
    ["a line separator", "Jo\u2028x"],
    ["a paragraph separator", "Jo\u2029x"],
    ["a lone high surrogate", "Jo\ud800"],
    ["a lone low surrogate", "\udc00Jo"],
  ])("finds %s", (_label, text) => {
    expect(hasUnsafeSingleLineCharacters(text)).toBe(true);
  });

  it.each([
    "Jo Bloggs",
    "Zoë O'Brien-Smith",
    "José Álvarez",
    "王小明",
    "محمد",
    "Jo\u00a0Bloggs",
    "Jo 😀 Bloggs",
  ])("accepts %j", (text) => {
    expect(hasUnsafeSingleLineCharacters(text)).toBe(false);
  });
});

describe("hasUnsafeMultiLineCharacters", () => {
  it("allows line breaks and tabs", () => {
    expect(hasUnsafeMultiLineCharacters("Line one\r\nLine two\n\tindented")).toBe(false);
  });

  it.each([
    ["ESC", `a${ESC}]8;;http://evil${ESC}\\`],
    ["NUL", "a\u0000b"],
    ["vertical tab", "a\u000bb"],
    ["DEL", "a\u007fb"],
    ["NEL", "a\u0085b"],
    ["CSI", "a\u009bb"],
    ["a right-to-left override", "a\u202eb"],
    ["a pop directional isolate", "a\u2069b"],
    ["a lone surrogate", "a\ud83db"],
  ])("refuses %s", (_label, text) => {
    expect(hasUnsafeMultiLineCharacters(text)).toBe(true);
  });
});

describe("hasVisibleText", () => {
  it.each(["", "   ", "\u200b\u200b", "\u200d \ufeff", "\u202e\u2066", "\u00ad", "\u3000"])(
    "is false for %j",
    (text) => {
      expect(hasVisibleText(text)).toBe(false);
    },
  );

  it.each([
    ["Hangul fillers", "\u3164\u3164\u3164"],
    ["halfwidth Hangul fillers", "\uffa0\uffa0"],
    ["Hangul choseong and jungseong fillers", "\u115f\u1160"],
    ["blank Braille patterns", "\u2800\u2800\u2800"],
    ["combining marks alone", "\u0301\u0308\u20dd"],
    ["a grapheme joiner and variation selectors", "\u034f\ufe0f\ufe0e"],
    ["Khmer inherent vowels", "\u17b4\u17b5"],
    ["a mix of them", "\u3164 \u2800\u0301\uffa0"],
  ])("is false for %s", (_label, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it("is true as soon as one character shows", () => {
    expect(hasVisibleText("\u200bJ\u200b")).toBe(true);
    expect(hasVisibleText("\u3164J")).toBe(true);
    // A letter with its accent as a combining mark is a letter.
    expect(hasVisibleText("e\u0301")).toBe(true);
  });
});

describe("stripUnsafeSingleLineCharacters", () => {
  it("turns line breaks into spaces and drops the other invisible characters", () => {
    expect(
      stripUnsafeSingleLineCharacters(`Jo\r\nBcc: x\u2028y\u0085z${ESC}[31m\u202eA\u200bB\ufeff`),
    ).toBe("Jo Bcc: x y z[31mAB");
  });

  it("drops lone surrogates and keeps the characters made of a pair", () => {
    expect(stripUnsafeSingleLineCharacters("a\ud800b\udc00c 😀")).toBe("abc 😀");
  });
});
