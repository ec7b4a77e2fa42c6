import { MARQUEE_MIN_ITEMS, marqueeCopies } from "./marquee";

describe("marqueeCopies", () => {
  it("keeps a row that already fills the loop as it is (the launch strips of 12 and 11 logos)", () => {
    expect(marqueeCopies(12)).toBe(1);
    expect(marqueeCopies(11)).toBe(1);
    expect(marqueeCopies(MARQUEE_MIN_ITEMS)).toBe(1);
  });

  it("repeats a short row until one loop holds enough entries to cover the screen", () => {
    expect(marqueeCopies(1)).toBe(MARQUEE_MIN_ITEMS);
    expect(marqueeCopies(2)).toBe(3);
    expect(marqueeCopies(4)).toBe(2);
    for (let count = 1; count <= 20; count += 1) {
      expect(count * marqueeCopies(count)).toBeGreaterThanOrEqual(MARQUEE_MIN_ITEMS);
    }
  });

  it("is one copy for an empty row", () => {
    expect(marqueeCopies(0)).toBe(1);
  });
});
