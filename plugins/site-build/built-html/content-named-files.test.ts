import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentHash, writeContentNamedFile } from "./content-named-files";

describe("content-named files", () => {
  it("names content by 20 hex characters that change with it", () => {
    expect(contentHash("a{}")).toMatch(/^[0-9a-f]{20}$/);
    expect(contentHash("a{}")).toBe(contentHash(Buffer.from("a{}")));
    expect(contentHash("a{}")).not.toBe(contentHash("b{}"));
  });

  it("writes a file once, making its folder, and leaves a file already there", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-named-"));
    try {
      writeContentNamedFile(publicDir, "/icons/x.webp", "first");
      writeContentNamedFile(publicDir, "/icons/x.webp", "second");
      expect(fs.readFileSync(path.join(publicDir, "icons", "x.webp"), "utf8")).toBe("first");
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
