import { copyableResults } from "./tool-summary";

describe("copyableResults", () => {
  it("heads the summary with the tool's name and ends with the page it came from", () => {
    expect(
      copyableResults(
        "Uptime calculator",
        "Allowed downtime: 8.76 hours a year.",
        "https://example.test/tools/uptime-guarantee",
      ),
    ).toBe(
      "Uptime calculator\n\nAllowed downtime: 8.76 hours a year.\n\nCalculated at https://example.test/tools/uptime-guarantee",
    );
  });

  it("leaves the address out when there is none", () => {
    expect(copyableResults(" Budget ", " Line one\nLine two ", "")).toBe(
      "Budget\n\nLine one\nLine two",
    );
  });
});
