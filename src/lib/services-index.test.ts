import fs from "node:fs";
import path from "node:path";
import { cardColumns, groupAnchorId, servicesInPageOrder } from "./services-index";

describe("groupAnchorId", () => {
  it("turns a heading into a readable anchor", () => {
    expect(groupAnchorId("Cyber Security & Risk")).toBe("cyber-security-and-risk");
    expect(groupAnchorId("  AI & Consulting ")).toBe("ai-and-consulting");
    expect(groupAnchorId("Cloud/Infrastructure (2025)")).toBe("cloud-infrastructure-2025");
  });

  it("gives every committed group its own anchor", () => {
    const page = JSON.parse(
      fs.readFileSync(path.join(__dirname, "..", "..", "content", "services-page.json"), "utf8"),
    ) as { groups: { heading: string }[] };
    const anchors = page.groups.map((g) => groupAnchorId(g.heading));
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors.every((a) => /^[a-z][a-z0-9-]*$/.test(a))).toBe(true);
  });
});

describe("servicesInPageOrder", () => {
  it("lists the services group by group", () => {
    expect(servicesInPageOrder([{ services: ["a", "b"] }, { services: ["c"] }])).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("cardColumns", () => {
  it("fills one row up to three cards and makes two rows of two from four", () => {
    expect([1, 2, 3, 4, 5, 6].map(cardColumns)).toEqual([1, 2, 3, 2, 3, 3]);
  });
});
