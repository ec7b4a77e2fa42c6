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
  ])("finds %s", (_label, text) => {
    expect(hasUnsafeSingleLineCharacters(text)).toBe(true);
  });

  it.each(["Jo Bloggs", "Zoë O'Brien-Smith", "José Álvarez", "王小明", "محمد", "Jo\u00a0Bloggs"])(
    "accepts %j",
    (text) => {
      expect(hasUnsafeSingleLineCharacters(text)).toBe(false);
    },
  );
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

  it("is true as soon as one character shows", () => {
    expect(hasVisibleText("\u200bJ\u200b")).toBe(true);
  });
});

describe("stripUnsafeSingleLineCharacters", () => {
  it("turns line breaks into spaces and drops the other invisible characters", () => {
    expect(
      stripUnsafeSingleLineCharacters(`Jo\r\nBcc: x\u2028y\u0085z${ESC}[31m\u202eA\u200bB\ufeff`),
    ).toBe("Jo Bcc: x y z[31mAB");
  });
});
