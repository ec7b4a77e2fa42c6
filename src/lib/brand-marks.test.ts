import partners from "../../content/partners.json";
import { brandMarkFile, findBrandMark, partnerMarkUrl, PARTNER_MARK_INK } from "./brand-marks";

describe("findBrandMark", () => {
  it("finds a brand simple-icons ships, by slug, and nothing for one it lacks", () => {
    expect(findBrandMark("cisco")).toMatchObject({ title: "Cisco", slug: "cisco" });
    expect(findBrandMark("x")?.path).toMatch(/^M/);
    expect(findBrandMark("no-such-brand")).toBeNull();
  });

  it("has every mark the partners name", () => {
    for (const partner of partners) {
      if (partner.mark) expect(findBrandMark(partner.mark)).not.toBeNull();
    }
  });
});

describe("brandMarkFile", () => {
  it("crops the mark to its ink, in the one partner colour", () => {
    // A 20 x 5 bar inside the 24-unit square.
    const file = brandMarkFile({ path: "M2 10h20v5H2z" });
    expect(file.svg).toContain('viewBox="2 10 20 5"');
    expect(file.svg).toContain(`fill="${PARTNER_MARK_INK}"`);
    expect(file.width / file.height).toBeCloseTo(4, 0);
  });

  it("gives round and long marks about the same ink within 120 x 40 px", () => {
    const round = brandMarkFile({ path: "M0 0h24v24H0z" });
    expect([round.width, round.height]).toEqual([40, 40]);
    const long = brandMarkFile({ path: "M0 10h24v4H0z" });
    expect(long.height).toBeLessThan(40);
    expect(long.width).toBeLessThanOrEqual(120);
    const veryLong = brandMarkFile({ path: "M0 11h24v1H0z" });
    expect(veryLong.width).toBe(120);
    expect(veryLong.height).toBe(5);
  });
});

it("publishes a partner's mark under /partners/", () => {
  expect(partnerMarkUrl("googlecloud")).toBe("/partners/googlecloud.webp");
});
