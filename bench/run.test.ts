import { chooseBenchmark } from "./run";

describe("npm run bench's choice of benchmark", () => {
  it("measures the pages when no benchmark is named, passing every option on", () => {
    expect(chooseBenchmark([])).toEqual({ benchmark: "pages", options: [] });
    expect(chooseBenchmark(["--runs", "1", "--no-build"])).toEqual({
      benchmark: "pages",
      options: ["--runs", "1", "--no-build"],
    });
  });

  it("runs the named benchmark with the options after its name", () => {
    expect(chooseBenchmark(["contact", "--calls", "2000"])).toEqual({
      benchmark: "contact",
      options: ["--calls", "2000"],
    });
    expect(chooseBenchmark(["contact", "10", "20"])).toEqual({
      benchmark: "contact",
      options: ["10", "20"],
    });
    expect(chooseBenchmark(["search", "--site", "/tmp/grown"])).toEqual({
      benchmark: "search",
      options: ["--site", "/tmp/grown"],
    });
    expect(chooseBenchmark(["pages", "--only", "pages"])).toEqual({
      benchmark: "pages",
      options: ["--only", "pages"],
    });
  });

  it("lists the benchmarks on --help and refuses an unknown name", () => {
    expect(chooseBenchmark(["--help"]).benchmark).toBe("help");
    expect(chooseBenchmark(["-h"]).benchmark).toBe("help");
    expect(() => chooseBenchmark(["page"])).toThrow(
      "unknown benchmark page (known: pages, contact, search)",
    );
    expect(() => chooseBenchmark(["toString"])).toThrow("unknown benchmark toString");
  });
});
