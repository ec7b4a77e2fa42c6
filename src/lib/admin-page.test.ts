import { adminContentSecurityPolicy, LOCAL_CMS_SERVER } from "./admin-page";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name, values];
    }),
  );

describe("adminContentSecurityPolicy", () => {
  it("runs only the admin's own scripts, and talks to GitHub or this machine's local server", () => {
    const policy = directives(adminContentSecurityPolicy("header"));
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      LOCAL_CMS_SERVER,
    ]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("leaves frame-ancestors out of the meta tag, where browsers ignore it", () => {
    expect(adminContentSecurityPolicy("meta")).not.toContain("frame-ancestors");
  });
});
