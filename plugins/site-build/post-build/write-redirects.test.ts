import { redirectsFileText } from "./write-redirects";
import { parseRedirects } from "../../../scripts/serve/redirects";
import { PAGE_ALIASES } from "../../../src/lib/routes";

describe("public/_redirects", () => {
  it("writes each redirect forced, so a page still built at the old address cannot shadow it", () => {
    const text = redirectsFileText(PAGE_ALIASES);
    for (const { from, to } of PAGE_ALIASES) {
      expect(text).toContain(`${encodeURI(from)}  ${encodeURI(to)}  301!`);
    }
  });

  it("is read back by the own server as the same redirects", () => {
    const rules = parseRedirects(
      redirectsFileText([{ from: "/services/old name", to: "/services/new" }]),
    );
    expect(rules.get("/services/old name")).toEqual({ to: "/services/new", status: 301 });
  });
});
