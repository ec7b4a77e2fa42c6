import { countInWords, fillCount } from "./count-words";

describe("counts in copy", () => {
  it("writes small numbers in words and larger ones in digits", () => {
    expect(countInWords(14)).toBe("fourteen");
    expect(countInWords(1)).toBe("one");
    expect(countInWords(21)).toBe("21");
  });

  it("fills {Count} at a sentence's start and {count} inside it", () => {
    expect(fillCount("{Count} services, one UK-based team.", 14)).toBe(
      "Fourteen services, one UK-based team.",
    );
    expect(fillCount("All {count} of them.", 15)).toBe("All fifteen of them.");
    expect(fillCount("{Count} services.", 32)).toBe("32 services.");
    expect(fillCount("No placeholder.", 3)).toBe("No placeholder.");
  });
});
