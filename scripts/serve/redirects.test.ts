import { parseRedirects, redirectFor } from "./redirects";

const REDIRECTS = `# gatsby-adapter-netlify start
/api/send-email  /.netlify/functions/send-email-js  200
/blogs/category/cloud-solutions  /blogs/category/cloud-computing  301
/old/*  /new/:splat  301
/blogs/category/cloud-solutions  /elsewhere  302
/caf%C3%A9  /cafe  308
/bad%E0  /x  301
# gatsby-adapter-netlify end
`;

describe("the own server's redirects", () => {
  it("reads the path-to-path rules of _redirects, decoded, the first for a path winning", () => {
    expect([...parseRedirects(REDIRECTS)]).toEqual([
      ["/blogs/category/cloud-solutions", { to: "/blogs/category/cloud-computing", status: 301 }],
      ["/café", { to: "/cafe", status: 308 }],
    ]);
  });

  it("sends a path with or without its final slash, keeping the query", () => {
    const rules = parseRedirects(REDIRECTS);
    expect(redirectFor(rules, "/blogs/category/cloud-solutions/", "?a=1")).toEqual({
      location: "/blogs/category/cloud-computing?a=1",
      status: 301,
    });
    expect(redirectFor(rules, "/café", "")).toEqual({ location: "/cafe", status: 308 });
    expect(redirectFor(rules, "/blogs/category/cloud-computing", "")).toBeUndefined();
    expect(redirectFor(rules, "/", "")).toBeUndefined();
  });
});
