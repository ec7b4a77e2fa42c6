import { CONTENT_SECURITY_POLICY } from "./content-security-policy";

function directives(): Map<string, string[]> {
  return new Map(
    CONTENT_SECURITY_POLICY.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("CONTENT_SECURITY_POLICY", () => {
  it("falls back to this site only", () => {
    expect(directives().get("default-src")).toEqual(["'self'"]);
    expect(directives().get("object-src")).toEqual(["'none'"]);
  });

  it("allows the Google tag script from its one host and no other Google tag host", () => {
    const scripts = directives().get("script-src") ?? [];
    expect(scripts).toContain("https://www.googletagmanager.com");
    expect(scripts.filter((s) => s.includes("googletagmanager"))).toEqual([
      "https://www.googletagmanager.com",
    ]);
    expect(scripts.some((s) => s.includes("google-analytics"))).toBe(false);
  });

  it("lets analytics hits reach Google's collection hosts, regional ones included", () => {
    const connect = directives().get("connect-src") ?? [];
    expect(connect).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ]),
    );
    expect(directives().get("img-src")).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://www.googletagmanager.com",
      ]),
    );
  });

  it("allows no advertising hosts (Google Signals and ad personalisation are off)", () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/doubleclick|googleadservices|googlesyndication/);
  });

  it("never allows every https host", () => {
    for (const sources of directives().values()) {
      expect(sources).not.toContain("https:");
      expect(sources).not.toContain("*");
    }
  });
});
