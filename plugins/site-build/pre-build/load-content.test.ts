import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeJsonError, validateContentDirectory } from "./load-content";
import { CONTENT_DIR } from "../site-paths";

describe("describeJsonError", () => {
  it("adds the line and column of the position JSON.parse names", () => {
    const text = '{\n  "title": "x",\n  "body": [}\n';
    let message = "";
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(describeJsonError(text, message)).toMatch(/\(line 3, column 12\)$/);
  });

  it("uses the position JSON.parse names when it names one", () => {
    expect(describeJsonError("[\n  1,\n  x]", "Unexpected token at position 9")).toBe(
      "Unexpected token at position 9 (line 3, column 3)",
    );
  });
});

describe("validateContentDirectory", () => {
  it("passes the repository's content", () => {
    expect(validateContentDirectory(CONTENT_DIR)).toEqual([]);
  });

  it("names the file and line of a JSON syntax error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT_DIR, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "faqs.json"), '[\n  {\n    "question": "x",\n  }\n]\n');
    const errors = validateContentDirectory(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(errors.some((e) => e.includes("content/faqs.json") && /line 4/.test(e))).toBe(true);
  });
});
