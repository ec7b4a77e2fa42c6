import { escapeForTerminal, jsonForTerminal } from "./terminal-text";

describe("escapeForTerminal", () => {
  it("shows control characters as escapes instead of sending them to the terminal", () => {
    expect(escapeForTerminal("Jo\u001b[2J\u0007")).toBe("Jo\\x1b[2J\\x07");
    expect(escapeForTerminal("a\u0000b\u007fc\u009bd\u0085e")).toBe("a\\x00b\\x7fc\\x9bd\\x85e");
  });

  it("shows bidi controls, zero-width characters and separators", () => {
    expect(escapeForTerminal("invoice\u202efdp.exe")).toBe("invoice\\u202efdp.exe");
    expect(escapeForTerminal("J\u200bo\u2066\u2069\ufeff")).toBe("J\\u200bo\\u2066\\u2069\\ufeff");
    expect(escapeForTerminal("a\u2028b\u2029c")).toBe("a\\u2028b\\u2029c");
  });

  it("puts line breaks and tabs on one line unless told to keep them", () => {
    expect(escapeForTerminal("one\r\ntwo\tthree")).toBe("one\\r\\ntwo\\tthree");
    expect(escapeForTerminal("one\r\ntwo\tthree\rfour", { keepLineBreaks: true })).toBe(
      "one\ntwo\tthree\\rfour",
    );
  });

  it("leaves printable text alone, accents, scripts and emoji included", () => {
    const text = "Zoë O'Brien — 王小明 محمد 👍 \\x1b as typed";
    expect(escapeForTerminal(text)).toBe(text);
  });

  it("shows a lone surrogate instead of printing it", () => {
    expect(escapeForTerminal("a\ud800b")).toBe("a\\ud800b");
  });
});

describe("jsonForTerminal", () => {
  it("is JSON that parses back to the same value, with nothing a terminal would act on", () => {
    const value = { name: "Jo\u001b[2J\u009b\u202e\u2028x", list: ["\u0085"] };
    const text = jsonForTerminal(value);
    expect(JSON.parse(text)).toEqual(value);
    // eslint-disable-next-line no-control-regex -- the point of the check
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
    expect(text).toContain("\\u202e");
  });
});
