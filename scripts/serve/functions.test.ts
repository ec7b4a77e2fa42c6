/**
 * The own server's Functions: loaded once whatever the traffic, and run for every path Gatsby
 * would route to them (site-server.test.ts has the limits on calls).
 * The compiled Function here is a stand-in file with the project's body config; the real one is
 * run through the real server by e2e/serve-load.spec.ts.
 */
import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { config } from "../../functions/send-email-function-config";
import { post } from "../../test-support/http-post";
import {
  functionRouteOf,
  loadFunctions,
  loadSiteFunctions,
  type FunctionManifestEntry,
} from "./functions";
import { createSiteServer } from "./site-server";

const json = { "content-type": "application/json" };

/** A site folder with a compiled Function that counts its loads and its calls. */
function siteWithFunction(): { dir: string; counts: () => { loads: number; calls: number } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-functions-"));
  const functionsDir = path.join(dir, ".cache", "functions");
  fs.mkdirSync(functionsDir, { recursive: true });
  const compiled = path.join(functionsDir, "send-email.js");
  fs.writeFileSync(
    compiled,
    `globalThis.__serveTestLoads = (globalThis.__serveTestLoads ?? 0) + 1;
     exports.config = ${JSON.stringify(config)};
     exports.default = (req, res) => {
       globalThis.__serveTestCalls = (globalThis.__serveTestCalls ?? 0) + 1;
       req.resume();
       req.on("end", () => { res.statusCode = 200; res.end(JSON.stringify({ ok: true })); });
     };`,
  );
  const manifest: FunctionManifestEntry[] = [
    { functionRoute: "send-email", absoluteCompiledFilePath: compiled },
  ];
  fs.writeFileSync(path.join(functionsDir, "manifest.json"), JSON.stringify(manifest));
  const counters = globalThis as { __serveTestLoads?: number; __serveTestCalls?: number };
  counters.__serveTestLoads = 0;
  counters.__serveTestCalls = 0;
  return {
    dir,
    counts: () => ({
      loads: counters.__serveTestLoads ?? 0,
      calls: counters.__serveTestCalls ?? 0,
    }),
  };
}

describe("functionRouteOf", () => {
  it("reads the route as Express routes `/api/*`: any case, decoded, query left out", () => {
    expect(functionRouteOf("/api/send-email")).toBe("send-email");
    expect(functionRouteOf("/API/send-email")).toBe("send-email");
    expect(functionRouteOf("/api/send%2Demail?x=1")).toBe("send-email");
    expect(functionRouteOf("http://example.com/api/send-email")).toBe("send-email");
    // Not the route: Gatsby compares the whole rest of the path.
    expect(functionRouteOf("/api/send-email/")).toBe("send-email/");
    expect(functionRouteOf("/apis/send-email")).toBeUndefined();
    expect(functionRouteOf("/contact")).toBeUndefined();
    expect(functionRouteOf("/api/%E0")).toBeUndefined();
  });
});

describe("loadFunctions", () => {
  const entry = { functionRoute: "send-email", absoluteCompiledFilePath: "/x/send-email.js" };

  it("refuses a Function with a route parameter, one exporting no function, and one that parses", () => {
    const handler = () => undefined;
    expect(() =>
      loadFunctions([{ ...entry, matchPath: "/api/leads/:id" }], () => ({
        default: handler,
        config,
      })),
    ).toThrow(/route parameter/);
    expect(() => loadFunctions([entry], () => ({ config }))).toThrow(/exports no function/);
    expect(() => loadFunctions([entry], () => ({ default: handler }))).toThrow(/body/);
    expect(loadFunctions([entry], () => ({ default: handler, config })).get("send-email")).toBe(
      handler,
    );
  });
});

describe("the own server's Functions", () => {
  it("loads the compiled Function once and runs it for every call, in any case of the path", async () => {
    const site = siteWithFunction();
    const functions = loadSiteFunctions(site.dir, (file) => {
      // A fresh load each time it is asked, as Gatsby's middleware does: only one may happen.
      delete require.cache[require.resolve(file)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled file is CommonJS
      return require(file) as unknown;
    });
    const app = await createSiteServer({ siteDir: site.dir, functions, log: () => undefined });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    try {
      for (let n = 0; n < 40; n += 1) {
        const answer = await post(port, n % 2 ? "/API/send-email" : "/api/send-email", json, "{}");
        expect(answer.status).toBe(200);
      }
      expect((await post(port, "/api/other", json, "{}")).status).toBe(405);
      expect(site.counts()).toEqual({ loads: 1, calls: 40 });
    } finally {
      await app.close();
      fs.rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
