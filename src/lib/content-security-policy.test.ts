import { contentSecurityPolicy, isScriptHashSource, SCRIPT_HOSTS } from "./content-security-policy";

const HASH_A = `'sha256-${"A".repeat(43)}='`;
const HASH_B = `'sha256-${"b".repeat(42)}+='`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const meta = () => directives(contentSecurityPolicy({ scriptHashes: [HASH_A], delivery: "meta" }));
const header = () =>
  directives(contentSecurityPolicy({ scriptHashes: [HASH_A], delivery: "header" }));

describe("contentSecurityPolicy", () => {
  it("falls back to this site only", () => {
    expect(meta().get("default-src")).toEqual(["'self'"]);
    expect(meta().get("object-src")).toEqual(["'none'"]);
    expect(meta().get("base-uri")).toEqual(["'self'"]);
    expect(meta().get("form-action")).toEqual(["'self'"]);
  });

  it("runs scripts from this site, the listed hashes and exactly reCAPTCHA's and the tag's hosts", () => {
    expect(meta().get("script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      HASH_A,
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://www.googletagmanager.com",
    ]);
    expect(SCRIPT_HOSTS).toHaveLength(3);
  });

  it("lets search compile its WebAssembly, and only in the script policy", () => {
    for (const policy of [meta(), header()]) {
      const holders = [...policy].filter(([, sources]) => sources.includes("'wasm-unsafe-eval'"));
      expect(holders.map(([name]) => name)).toEqual(["script-src"]);
    }
  });

  it("never allows inline scripts or eval wholesale", () => {
    for (const policy of [meta(), header()]) {
      const scripts = policy.get("script-src") ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain("'unsafe-hashes'");
    }
  });

  it("keeps inline styles (Emotion's critical CSS)", () => {
    expect(meta().get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lists each hash once, sorted, whatever order and repeats it is given", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [HASH_B, HASH_A, HASH_B],
      delivery: "meta",
    });
    const scripts = directives(policy).get("script-src") ?? [];
    expect(scripts.filter(isScriptHashSource)).toEqual([HASH_A, HASH_B]);
  });

  it("refuses anything that is not a SHA-256 hash source (nothing can widen the policy)", () => {
    for (const bad of ["'unsafe-inline'", "https:", "'sha256-abc='", `${HASH_A}; script-src *`]) {
      expect(() => contentSecurityPolicy({ scriptHashes: [bad], delivery: "meta" })).toThrow(
        /Not a script hash source/,
      );
    }
  });

  it("forbids framing in the header only (a meta tag cannot, and browsers warn about it)", () => {
    expect(header().get("frame-ancestors")).toEqual(["'none'"]);
    expect(meta().has("frame-ancestors")).toBe(false);
  });

  it("lets analytics hits reach Google's collection hosts, regional ones included", () => {
    expect(meta().get("connect-src")).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ]),
    );
    expect(meta().get("img-src")).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://www.googletagmanager.com",
      ]),
    );
  });

  it("frames only reCAPTCHA's challenge", () => {
    expect(meta().get("frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
  });

  it("allows no advertising hosts and never every https host", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [HASH_A], delivery: "header" });
    expect(policy).not.toMatch(/doubleclick|googleadservices|googlesyndication/);
    for (const sources of directives(policy).values()) {
      expect(sources).not.toContain("https:");
      expect(sources).not.toContain("*");
    }
  });
});
