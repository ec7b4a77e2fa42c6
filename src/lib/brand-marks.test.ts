import { findBrandMark } from "./brand-marks";

describe("findBrandMark", () => {
  it("finds a brand simple-icons ships, by slug, and nothing for one it lacks", () => {
    expect(findBrandMark("cisco")).toMatchObject({ title: "Cisco", slug: "cisco" });
    expect(findBrandMark("x")?.path).toMatch(/^M/);
    expect(findBrandMark("no-such-brand")).toBeNull();
  });
});
