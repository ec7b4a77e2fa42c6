import { edgePathsCover, headerProblems, netlifyFunctionPaths, redirectFor } from "./deploy-output";

const HEADERS = `# Written by the build
/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY

/static/*
  Cache-Control: public, max-age=31536000, immutable

/about
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'self'

# gatsby-adapter-netlify start

# gatsby-adapter-netlify end
`;

describe("headerProblems", () => {
  it("accepts each expected header given once with its value", () => {
    expect(
      headerProblems(HEADERS, "/about", [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Content-Security-Policy", value: "default-src 'self'" },
        { key: "Cache-Control", value: "public, max-age=0, must-revalidate" },
      ]),
    ).toEqual([]);
  });

  it("names a missing header and one with another value", () => {
    expect(
      headerProblems(HEADERS, "/static/app.js", [
        { key: "Cache-Control", value: "no-store" },
        { key: "Content-Security-Policy", value: "x" },
      ]),
    ).toEqual([
      '/static/app.js: Cache-Control is "public, max-age=31536000, immutable", expected "no-store"',
      "/static/app.js: no Content-Security-Policy",
    ]);
  });

  it("names a header two rules give, expected or not", () => {
    const twice = `${HEADERS}\n/*\n  cache-control: public, max-age=0, must-revalidate\n  x-frame-options: DENY\n`;
    expect(
      headerProblems(twice, "/about", [
        { key: "Cache-Control", value: "public, max-age=0, must-revalidate" },
      ]),
    ).toEqual(["/about: Cache-Control given 2 times", "/about: x-frame-options given 2 times"]);
  });
});

describe("redirectFor", () => {
  const REDIRECTS = `# gatsby-adapter-netlify start
/api/send-email  /.netlify/functions/send-email-js  200
/old  /new
# gatsby-adapter-netlify end
`;

  it("finds the rule for a path, with its status (301 when none is given)", () => {
    expect(redirectFor(REDIRECTS, "/api/send-email")).toEqual({
      to: "/.netlify/functions/send-email-js",
      status: "200",
    });
    expect(redirectFor(REDIRECTS, "/old")).toEqual({ to: "/new", status: "301" });
    expect(redirectFor(REDIRECTS, "/api")).toBeUndefined();
  });
});

describe("edgePathsCover", () => {
  it("matches a path whole, and * as anything, as Netlify's path patterns do", () => {
    const paths = ["/api/send-email", "/.netlify/functions/f/*"];
    expect(edgePathsCover(paths, "/api/send-email")).toBe(true);
    expect(edgePathsCover(paths, "/api/send-email/")).toBe(false);
    expect(edgePathsCover(paths, "/api/send-emailx")).toBe(false);
    expect(edgePathsCover(paths, "/.netlify/functions/f/a/b")).toBe(true);
    expect(edgePathsCover(paths, "/.netlify/functions/f")).toBe(false);
    expect(edgePathsCover(["/a.b"], "/aXb")).toBe(false);
  });
});

describe("netlifyFunctionPaths", () => {
  it("lists the rewrite's path and the Function's own address, each with what may follow", () => {
    expect(netlifyFunctionPaths("send-email", "send-email-js")).toEqual([
      "/api/send-email",
      "/api/send-email/",
      "/.netlify/functions/send-email-js",
      "/.netlify/functions/send-email-js/",
      "/.netlify/functions/send-email-js/anything",
    ]);
  });
});
