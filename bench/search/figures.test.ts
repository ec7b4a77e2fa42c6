import { formatSpread, kib, searchFileKind, spread } from "./figures";

describe("searchFileKind", () => {
  it("tells Pagefind's runtime from its index, and the site's own chunks", () => {
    expect(searchFileKind("/pagefind/pagefind.js")).toBe("runtime");
    expect(searchFileKind("/pagefind/pagefind-worker.js")).toBe("runtime");
    expect(searchFileKind("/pagefind/wasm.en-gb.pagefind")).toBe("runtime");
    expect(searchFileKind("/pagefind/pagefind-entry.json")).toBe("index");
    expect(searchFileKind("/pagefind/pagefind.en-gb_2fbcaae0c5473.pf_meta")).toBe("index");
    expect(searchFileKind("/pagefind/index/en-gb_1a2b3c4.pf_index")).toBe("index");
    expect(searchFileKind("/pagefind/fragment/en-gb_8dc6de8.pf_fragment")).toBe("index");
    expect(searchFileKind("/pagefind/filter/en-gb_309b7b8.pf_filter")).toBe("index");
    expect(searchFileKind("/search-dialog-4f1e2a.js")).toBe("dialog");
    expect(searchFileKind("/page-data/search/page-data.json")).toBe("other");
  });
});

describe("spread", () => {
  it("gives the median (lower middle) and the range", () => {
    expect(spread([30, 10, 20, 40])).toEqual({ median: 20, min: 10, max: 40, samples: 4 });
    expect(formatSpread(spread([1.25, 2.5, 3]), "s", 1)).toBe("2.5 s (1.3–3.0, 3 samples)");
    expect(() => spread([])).toThrow("no samples");
    expect(kib(1536)).toBe("1.5 KiB");
  });
});
