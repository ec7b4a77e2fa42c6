import { describeMessage, parseVnuReport, realErrors, type VnuMessage } from "./vnu-report";

const error = (message: string, extract = ""): VnuMessage => ({
  type: "error",
  url: "file:/site/public/services/governance-%26-risk/index.html",
  lastLine: 1,
  firstColumn: 120,
  message,
  extract,
});

describe("parseVnuReport", () => {
  it("reads the messages list", () => {
    const report = JSON.stringify({ messages: [error("Bad value")] });
    expect(parseVnuReport(report)).toHaveLength(1);
  });

  it("fails loudly when the checker wrote something else (e.g. a Java error)", () => {
    expect(() => parseVnuReport("StackOverflowError while evaluating HTML schema.")).toThrow(
      /did not write a JSON report: StackOverflowError/,
    );
    expect(() => parseVnuReport("{}")).toThrow(/no messages list/);
  });
});

describe("realErrors", () => {
  it("keeps errors and unreadable files, drops plain information", () => {
    const messages: VnuMessage[] = [
      error("Element “img” is missing required attribute “src”."),
      { type: "non-document-error", subType: "io", message: "File not found" },
      { type: "info", message: "Trailing slash on void elements" },
    ];
    expect(realErrors(messages, []).map((m) => m.type)).toEqual(["error", "non-document-error"]);
  });

  it("drops a known false positive only where its extract matches", () => {
    const falsePositives = [{ message: /^Attribute “x”/, extract: /<dialog/, why: "test" }];
    const inDialog = error("Attribute “x” not allowed.", "<dialog x>");
    const inDiv = error("Attribute “x” not allowed.", "<div x>");
    expect(realErrors([inDialog, inDiv], falsePositives)).toEqual([inDiv]);
  });
});

describe("describeMessage", () => {
  it("names the file relative to public/, its position, the message and the markup", () => {
    expect(
      describeMessage(error("Stray end tag “div”.", "</div>\n  </main>"), "/site/public"),
    ).toBe("services/governance-&-risk/index.html:1:120: Stray end tag “div”. | </div> </main>");
  });
});
