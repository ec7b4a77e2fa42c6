import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerRedirects, parseRedirects } from "./redirects";

const REDIRECTS = `# gatsby-adapter-netlify start
/api/send-email  /.netlify/functions/send-email-js  200
/blogs/category/cloud-solutions  /blogs/category/cloud-computing  301
/old/*  /new/:splat  301
/blogs/category/cloud-solutions  /elsewhere  302
# gatsby-adapter-netlify end
`;

describe("the own server's redirects", () => {
  it("reads the path-to-path rules of _redirects, the first for a path winning", () => {
    expect([...parseRedirects(REDIRECTS)]).toEqual([
      ["/blogs/category/cloud-solutions", { to: "/blogs/category/cloud-computing", status: 301 }],
    ]);
  });

  it("answers them before the site, keeping the query, and passes everything else on", async () => {
    const site: http.RequestListener = (_req, res) => res.end("site");
    const server = http.createServer(answerRedirects(site, parseRedirects(REDIRECTS)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const moved = await fetch(`${base}/blogs/category/cloud-solutions/?a=1`, {
        redirect: "manual",
      });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/blogs/category/cloud-computing?a=1");
      const other = await fetch(`${base}/blogs/category/cloud-computing`, { redirect: "manual" });
      expect(await other.text()).toBe("site");
      const posted = await fetch(`${base}/blogs/category/cloud-solutions`, {
        method: "POST",
        redirect: "manual",
      });
      expect(await posted.text()).toBe("site");
    } finally {
      server.close();
    }
  });
});
