import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

import { publishShareImages, sharePagesOf, type NodesByType } from "./generate";

const NODES: Record<string, Record<string, unknown>[]> = {
  SiteSettings: [{ brandName: "Northbridge IT" }],
  Service: [{ slug: "it-consulting", title: "IT Consulting" }],
  CaseStudy: [{ slug: "greenomy", title: "A smaller cloud bill", sector: "Software" }],
  BlogPost: [{ slug: "ai-it-support", title: "How AI Is Changing IT Support", category: "AI" }],
};
const nodesOf: NodesByType = (type) => NODES[type] ?? [];

describe("sharePagesOf", () => {
  it("lists services, case studies and articles from their nodes", () => {
    expect(sharePagesOf(nodesOf)).toEqual([
      { kind: "services", slug: "it-consulting", title: "IT Consulting" },
      { kind: "case-studies", slug: "greenomy", title: "A smaller cloud bill", sector: "Software" },
      {
        kind: "blogs",
        slug: "ai-it-support",
        title: "How AI Is Changing IT Support",
        category: "AI",
      },
    ]);
  });

  it("names the field a record lacks", () => {
    expect(() => sharePagesOf((type) => (type === "Service" ? [{ slug: "x" }] : []))).toThrow(
      'A Service record has no text "title".',
    );
  });
});

describe("publishShareImages", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "share-images-"));
  const dirs = { publicDir: path.join(root, "public"), cacheDir: path.join(root, "cache") };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes a 1200x630 PNG per page, then reuses the cache and removes cards of removed pages", async () => {
    const stale = path.join(dirs.publicDir, "share", "blogs", "removed.png");
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, "old");

    expect(await publishShareImages(nodesOf, dirs)).toEqual({
      cards: 3,
      drawn: 3,
      reused: 0,
      removed: 1,
    });
    for (const file of ["services/it-consulting", "case-studies/greenomy", "blogs/ai-it-support"]) {
      const meta = await sharp(path.join(dirs.publicDir, "share", `${file}.png`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    }
    expect(fs.existsSync(stale)).toBe(false);

    expect(await publishShareImages(nodesOf, dirs)).toEqual({
      cards: 3,
      drawn: 0,
      reused: 3,
      removed: 0,
    });
  });
});
