import { overLimit, pageBytes, sizeTable, type ServedPage } from "./page-bytes";

const page = (route: string, bodyBytes: number, headerBytes = 500): ServedPage => ({
  route,
  bodyBytes,
  headerBytes,
  encoding: "gzip",
});

describe("overLimit", () => {
  it("passes a page whose HTML and headers together fit, to the byte", () => {
    expect(overLimit([page("/", 13_836, 500)], 14_336)).toEqual([]);
    expect(pageBytes(page("/", 13_836, 500))).toBe(14_336);
  });

  it("names each page over the limit and by how much, largest first", () => {
    expect(
      overLimit([page("/blogs", 13_900), page("/about", 1_000), page("/", 23_000)], 14_336),
    ).toEqual([
      "/ is 22.9 KiB (23,500 bytes: 23,000 of gzip HTML and 500 of headers), 9,164 bytes over the first round trip (14,336 bytes)",
      "/blogs is 14.1 KiB (14,400 bytes: 13,900 of gzip HTML and 500 of headers), 64 bytes over the first round trip (14,336 bytes)",
    ]);
  });
});

describe("sizeTable", () => {
  it("lists every page, largest first, with what is left of the limit and its gzip size", () => {
    const gzip = new Map([["/", 13_100]]);
    expect(sizeTable([page("/about", 9_000), page("/", 12_000)], gzip, 14_336)).toEqual([
      "page           HTML  headers   total   left  gzip HTML",
      "/       12,000 gzip      500  12,500  1,836     13,100",
      "/about   9,000 gzip      500   9,500  4,836          -",
    ]);
  });
});
