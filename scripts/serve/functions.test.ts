/**
 * The own server's Functions: loaded once whatever the traffic, run for every path Gatsby would
 * route to them, bounded in how many calls may be open, and never answering with a stack trace.
 * The compiled Function here is a stand-in file with the project's body config; the real one is
 * run through the real server by e2e/serve-load.spec.ts.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { config } from "../../functions/send-email-function-config";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { listenOnLoopback } from "../../test-support/fake-verify-server";
import { post } from "../../test-support/http-post";
import {
  functionRouteOf,
  loadFunctions,
  loadSiteFunctions,
  serveFunctions,
  type FunctionManifestEntry,
  type SiteFunction,
} from "./functions";
import { installServeLimits } from "./limits";

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

async function listen(server: http.Server) {
  const port = await listenOnLoopback(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
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
    const reached: string[] = [];
    const uninstall = installServeLimits({ functions });
    let server: http.Server;
    try {
      server = http.createServer((req, res) => {
        reached.push(req.url ?? "");
        res.end("gatsby");
      });
    } finally {
      uninstall();
    }
    const { port, close } = await listen(server);
    try {
      for (let n = 0; n < 40; n += 1) {
        const answer = await post(port, n % 2 ? "/API/send-email" : "/api/send-email", json, "{}");
        expect(answer.status).toBe(200);
      }
      // Pages and other /api/ paths are Gatsby's.
      expect((await post(port, "/api/other", json, "{}")).text).toBe("gatsby");
      expect(site.counts()).toEqual({ loads: 1, calls: 40 });
      expect(reached).toEqual(["/api/other"]);
    } finally {
      await close();
      fs.rmSync(site.dir, { recursive: true, force: true });
    }
  });

  it("turns calls away with 503 while the open ones are at the limit, and takes them again after", async () => {
    const held: Array<() => void> = [];
    const hold: SiteFunction = (req, res) => {
      held.push(() => res.end(JSON.stringify({ ok: true })));
    };
    const server = http.createServer(
      serveFunctions(() => undefined, new Map([["send-email", hold]]), {
        maxOpenCalls: 2,
        lingerMs: 100,
      }),
    );
    const { port, close } = await listen(server);
    try {
      const first = post(port, "/api/send-email", json, "{}");
      const second = post(port, "/api/send-email", json, "{}");
      while (held.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const turnedAway = await post(port, "/api/send-email", json, "{}");
      expect(turnedAway.status).toBe(503);
      expect(turnedAway.headers["retry-after"]).toBe("5");
      expect(JSON.parse(turnedAway.text)).toEqual({
        errors: [CONTACT_MESSAGES.serviceUnavailable],
      });
      held.shift()?.();
      expect((await first).status).toBe(200);
      const third = post(port, "/api/send-email", json, "{}");
      while (held.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      held.splice(0).forEach((finish) => finish());
      expect([(await second).status, (await third).status]).toEqual([200, 200]);
    } finally {
      await close();
    }
  });

  it("answers a Function that throws with 500 and JSON, never its stack", async () => {
    const lines: string[] = [];
    const broken: SiteFunction = () => {
      throw new TypeError("res.json is not a function");
    };
    const server = http.createServer(
      serveFunctions(() => undefined, new Map([["send-email", broken]]), {
        lingerMs: 100,
        logError: (line) => lines.push(line),
      }),
    );
    const { port, close } = await listen(server);
    try {
      const answer = await post(port, "/api/send-email", json, "{}");
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.text)).toEqual({ errors: [CONTACT_MESSAGES.failure] });
      expect(lines).toEqual([
        "Function /api/send-email failed: TypeError: res.json is not a function",
      ]);
    } finally {
      await close();
    }
  });
});
