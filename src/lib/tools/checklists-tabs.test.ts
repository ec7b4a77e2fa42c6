import fc from "fast-check";
import { checklistIdFromHash, tabIndexAfterKey } from "./checklists-tabs";

describe("tabIndexAfterKey", () => {
  it("moves with the arrow keys, wrapping round, and jumps with Home and End", () => {
    expect(tabIndexAfterKey(0, "ArrowRight", 4)).toBe(1);
    expect(tabIndexAfterKey(3, "ArrowRight", 4)).toBe(0);
    expect(tabIndexAfterKey(0, "ArrowLeft", 4)).toBe(3);
    expect(tabIndexAfterKey(2, "ArrowUp", 4)).toBe(1);
    expect(tabIndexAfterKey(2, "ArrowDown", 4)).toBe(3);
    expect(tabIndexAfterKey(2, "Home", 4)).toBe(0);
    expect(tabIndexAfterKey(1, "End", 4)).toBe(3);
  });

  it("leaves other keys to the browser", () => {
    expect(tabIndexAfterKey(1, "Enter", 4)).toBeNull();
    expect(tabIndexAfterKey(1, "Tab", 4)).toBeNull();
    expect(tabIndexAfterKey(0, "ArrowRight", 0)).toBeNull();
  });

  it("always lands on a tab that exists", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 20 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.constantFrom("ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End"),
        ([count, current], key) => {
          const next = tabIndexAfterKey(current, key, count);
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});

describe("checklistIdFromHash", () => {
  const ids = ["cyber-essentials", "iso-27001"];
  it("reads a list id from the address's fragment", () => {
    expect(checklistIdFromHash("#iso-27001", ids)).toBe("iso-27001");
    expect(checklistIdFromHash("iso-27001", ids)).toBe("iso-27001");
  });
  it("ignores anything else", () => {
    expect(checklistIdFromHash("", ids)).toBeNull();
    expect(checklistIdFromHash("#main", ids)).toBeNull();
    expect(checklistIdFromHash("#%E0%A4%A", ids)).toBeNull();
  });
});
