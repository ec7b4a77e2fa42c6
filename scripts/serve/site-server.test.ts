/**
 * The own server on a small built site of its own (pages, a hashed script, _headers,
 * _redirects, the 404 page, compressed copies) and stand-in Functions: what it sends, what it
 * refuses, and how it shares its Function calls. The real build and the compiled contact
 * Function go through it in e2e/serve-*.spec.ts.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { precompressFiles } from "../../plugins/site-build/post-build/precompress-files";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { headersFile, IMMUTABLE_CACHE, REVALIDATE_CACHE } from "../../src/lib/security-headers";
import { send } from "../../test-support/http-post";
import type { SiteFunction } from "./function-calls";
import { createSiteServer, type SiteServerOptions } from "./site-server";

const HASHED = "app-0123456789abcdef0123.js";
const PAGE = `<!doctype html><html><body>${"<p>Managed IT for growing teams.</p>".repeat(40)}</body></html>`;
const NOT_FOUND = "<!doctype html><title>Page not found</title>";

let siteDir: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  const pub = path.join(siteDir, "public");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(pub, file)), { recursive: true });
    fs.writeFileSync(path.join(pub, file), text);
  };
  write("index.html", PAGE);
  write("about/index.html", PAGE.replace("Managed IT", "About us"));
  write("404.html", NOT_FOUND);
  write(HASHED, `console.log(${JSON.stringify("x".repeat(2000))});`);
  write(
    "_headers",
    headersFile({
      pages: ["/", "/about"],
      hashedAssets: [`/${HASHED}`],
    }),
  );
  write("_redirects", "/blogs/category/old  /blogs/category/new  301\n");
  write("../secret.txt", "outside public/");
  precompressFiles(pub);
});

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** A Function that answers once its whole body is in. */
const echo: SiteFunction = (req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true, bytes: Buffer.concat(chunks).length }));
  });
};

async function startServer(options: Partial<SiteServerOptions> = {}) {
  const lines: string[] = [];
  const app: FastifyInstance = await createSiteServer({
    siteDir,
    functions: new Map([["send-email", echo]]),
    log: (line) => lines.push(line),
    timeouts: { lingerMs: 50 },
    ...options,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, port, lines };
}

const get = (port: number, urlPath: string, headers: Record<string, string> = {}) =>
  send(port, { method: "GET", path: urlPath, headers });

/** Sends `text` as it is on a new connection from `localAddress`; resolves with what came back. */
function rawExchange(
  port: number,
  text: string,
  { localAddress = "127.0.0.1", waitMs = 1_000 } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(answer));
    socket.write(text, "latin1");
    setTimeout(() => socket.destroy(), waitMs);
  });
}

/** Opens a contact call that announces a body and sends none of it. */
function holdCall(
  port: number,
  localAddress: string,
): Promise<{ socket: net.Socket; first: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () => {
      socket.write(
        "POST /api/send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
          "Content-Length: 100\r\n\r\n{",
      );
      resolve({ socket, first });
    });
    socket.on("error", () => undefined);
    const first = new Promise<string>((answered) => {
      socket.once("data", (chunk: Buffer) => answered(chunk.toString()));
      socket.once("close", () => answered(""));
    });
  });
}

describe("the own server's pages and files", () => {
  it("sends a page in the build's brotli or gzip copy, or as it is, with its headers", async () => {
    const { app, port } = await startServer();
    try {
      const br = await get(port, "/", { "accept-encoding": "gzip, br" });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
      expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(br.headers["cache-control"]).toBe(REVALIDATE_CACHE);
      expect(br.headers["x-frame-options"]).toBe("DENY");
      expect(br.headers["strict-transport-security"]).toMatch(/max-age=/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gz = await get(port, "/about", { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).toString()).toContain("About us");

      const plain = await get(port, "/about");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toContain("About us");

      const script = await get(port, `/${HASHED}`, { "accept-encoding": "br" });
      expect(script.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
      expect(script.headers["content-type"]).toMatch(/javascript/);

      const revalidated = await get(port, "/", { "if-none-match": String(plain.headers.etag) });
      expect(revalidated.status).toBe(200);
      const again = await get(port, "/about", { "if-none-match": String(plain.headers.etag) });
      expect(again.status).toBe(304);
    } finally {
      await app.close();
    }
  });

  it("answers redirects, pages' final slashes, the 404 page and HEAD", async () => {
    const { app, port } = await startServer();
    try {
      const slash = await get(port, "/about/?q=1");
      expect([slash.status, slash.headers.location]).toEqual([301, "/about?q=1"]);
      const merged = await get(port, "/blogs/category/old/");
      expect([merged.status, merged.headers.location]).toEqual([301, "/blogs/category/new"]);
      const missing = await get(port, "/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toBe(NOT_FOUND);
      expect(missing.headers["x-content-type-options"]).toBe("nosniff");
      const head = await send(port, { method: "HEAD", path: "/about", headers: {} });
      expect([head.status, head.body.length]).toEqual([200, 0]);
    } finally {
      await app.close();
    }
  });

  it("sends nothing the build did not publish, and answers unreadable paths with 400", async () => {
    const { app, port } = await startServer();
    try {
      for (const urlPath of ["/_headers", "/_redirects", "/index.html.br", "/secret.txt"]) {
        expect([urlPath, (await get(port, urlPath)).status]).toEqual([urlPath, 404]);
      }
      for (const urlPath of [
        "/%",
        "/%FF",
        "/%E0%A4%A",
        "/about/%",
        "//",
        "/../secret.txt",
        "/%2e%2e/secret.txt",
      ]) {
        const answer = await get(port, urlPath);
        expect([urlPath, answer.status]).toEqual([urlPath, 400]);
        expect(answer.body.toString()).not.toMatch(/ at |Error/);
      }
      expect((await get(port, "/")).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers other methods on pages with 405, and a malformed request line with 400", async () => {
    const { app, port, lines } = await startServer();
    try {
      const posted = await send(port, { method: "POST", path: "/about", headers: {} }, "x=1");
      expect([posted.status, posted.headers.allow]).toEqual([405, "GET, HEAD"]);
      const answer = await rawExchange(port, "GET /% HTTP/1.1\r\nHost: x\r\n\r\n");
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      const garbage = await rawExchange(port, "\x00\x01 nonsense\r\n\r\n");
      expect(garbage).toMatch(/^HTTP\/1\.1 400/);
      expect((await get(port, "/")).status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("the own server's Function calls", () => {
  const json = { "content-type": "application/json" };

  it("runs the Function for its route in any case, refusing bad methods and bodies first", async () => {
    const { app, port } = await startServer();
    try {
      for (const urlPath of ["/api/send-email", "/API/send-email", "/api/send%2Demail?x=1"]) {
        const answer = await send(port, { method: "POST", path: urlPath, headers: json }, "{}");
        expect([urlPath, answer.status]).toEqual([urlPath, 200]);
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      }
      const multipart = { "content-type": "multipart/form-data; boundary=x" };
      const put = await send(
        port,
        { method: "PUT", path: "/api/send-email", headers: multipart },
        "--x",
      );
      expect([put.status, put.headers.allow]).toEqual([405, "POST"]);
      const refused = await send(
        port,
        { method: "POST", path: "/api/send-email", headers: multipart },
        "--x",
      );
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body.toString())).toEqual({
        errors: [CONTACT_MESSAGES.unsupportedContentType],
      });
      const big = await send(port, {
        method: "POST",
        path: "/api/send-email",
        headers: { ...json, "content-length": String(33 * 1024) },
      });
      expect(big.status).toBe(413);
      // No such Function: the 404 page.
      expect((await send(port, { method: "GET", path: "/api/other", headers: {} })).status).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });

  it("answers a Function that throws with 500 and JSON, never its stack, and goes on", async () => {
    const broken: SiteFunction = () => {
      throw new TypeError("res.json is not a function");
    };
    const { app, port, lines } = await startServer({
      functions: new Map([["send-email", broken]]),
    });
    try {
      const answer = await send(
        port,
        { method: "POST", path: "/api/send-email", headers: json },
        "{}",
      );
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body.toString())).toEqual({ errors: [CONTACT_MESSAGES.failure] });
      expect(lines).toEqual([
        "Function /api/send-email failed: TypeError: res.json is not a function",
      ]);
      expect((await get(port, "/")).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("lets one address hold only its share of calls: another visitor still gets through", async () => {
    const { app, port } = await startServer({ limits: { perClient: 3, total: 5 } });
    const held: net.Socket[] = [];
    try {
      for (let n = 0; n < 3; n += 1) held.push((await holdCall(port, "127.0.0.1")).socket);
      const turnedAway = await holdCall(port, "127.0.0.1");
      held.push(turnedAway.socket);
      const answer = await turnedAway.first;
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer).toMatch(/retry-after: 5/i);
      expect(answer).toContain(CONTACT_MESSAGES.serviceUnavailable);

      const other = await rawExchange(
        port,
        "POST /api/send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
          "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
        { localAddress: "127.0.0.2" },
      );
      expect(other).toMatch(/^HTTP\/1\.1 200/);

      // The ceiling over all addresses: two more places, then none.
      held.push((await holdCall(port, "127.0.0.3")).socket);
      held.push((await holdCall(port, "127.0.0.4")).socket);
      const full = await holdCall(port, "127.0.0.5");
      held.push(full.socket);
      expect(await full.first).toMatch(/^HTTP\/1\.1 503/);

      // A place is given back when its connection closes.
      held[0].destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await rawExchange(
        port,
        "POST /api/send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
          "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
      );
      expect(after).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
      await app.close();
    }
  });

  it("answers 408 to a body that has not arrived by the deadline, and frees its place", async () => {
    const seen: string[] = [];
    const waiting: SiteFunction = (req: IncomingMessage, res: ServerResponse) => {
      req.on("error", () => seen.push("error"));
      req.on("aborted", () => seen.push("aborted"));
      echo(req, res);
    };
    const { app, port } = await startServer({
      functions: new Map([["send-email", waiting]]),
      limits: { perClient: 1, bodyDeadlineMs: 300 },
    });
    try {
      const slow = await holdCall(port, "127.0.0.1");
      const answer = await slow.first;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain(CONTACT_MESSAGES.bodyTimeout);
      slow.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await send(
        port,
        { method: "POST", path: "/api/send-email", headers: json },
        "{}",
      );
      expect(next.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("on close, takes no new connection and lets a call in progress finish", async () => {
    let started: () => void = () => undefined;
    const began = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: SiteFunction = (req, res) => {
      started();
      req.resume();
      setTimeout(() => res.end(JSON.stringify({ ok: true })), 300);
    };
    const { app, port } = await startServer({ functions: new Map([["send-email", slow]]) });
    const inProgress = send(port, { method: "POST", path: "/api/send-email", headers: json }, "{}");
    await began;
    const closed = app.close();
    const answer = await inProgress;
    expect(answer.status).toBe(200);
    await closed;
    await expect(get(port, "/")).rejects.toThrow(/ECONNREFUSED/);
  });
});
