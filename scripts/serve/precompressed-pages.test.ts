import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  acceptsBrotli,
  precompressedPageFile,
  servePrecompressedPages,
} from "./precompressed-pages";
import { send } from "../../test-support/http-post";

let publicDir: string;

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  const page = (dir: string, html: string) => {
    fs.mkdirSync(path.join(publicDir, dir), { recursive: true });
    fs.writeFileSync(path.join(publicDir, dir, "index.html"), html);
    fs.writeFileSync(
      path.join(publicDir, dir, "index.html.br"),
      zlib.brotliCompressSync(Buffer.from(html)),
    );
  };
  page("", "<p>home</p>");
  page("services/upgrades-&-migrations", "<p>upgrades</p>");
  fs.mkdirSync(path.join(publicDir, "plain"));
  fs.writeFileSync(path.join(publicDir, "plain", "index.html"), "<p>no copy</p>");
});

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("acceptsBrotli", () => {
  it("reads a browser's Accept-Encoding, weights included", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("precompressedPageFile", () => {
  it("finds the copy of the page a path names, encoded or not", () => {
    expect(precompressedPageFile(publicDir, "/")).toBe(path.join(publicDir, "index.html.br"));
    expect(precompressedPageFile(publicDir, "/services/upgrades-%26-migrations?x=1")).toBe(
      path.join(publicDir, "services/upgrades-&-migrations/index.html.br"),
    );
  });

  it("leaves gatsby serve what it answers itself, and never leaves the folder", () => {
    expect(precompressedPageFile(publicDir, "/plain")).toBeNull();
    expect(precompressedPageFile(publicDir, "/services/upgrades-&-migrations/")).toBeNull();
    expect(precompressedPageFile(publicDir, "/missing")).toBeNull();
    expect(precompressedPageFile(publicDir, "/../../etc")).toBeNull();
    expect(precompressedPageFile(publicDir, "/%2e%2e/%2e%2e/etc")).toBeNull();
  });
});

describe("servePrecompressedPages", () => {
  it("answers a browser taking brotli with the copy, everyone else through gatsby serve", async () => {
    const server = http.createServer(
      servePrecompressedPages((_req, res) => res.end("from gatsby serve"), publicDir),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    const get = (path: string, headers: Record<string, string>) =>
      send(port, { method: "GET", path, headers });
    try {
      const page = await get("/", { "Accept-Encoding": "gzip, deflate, br" });
      expect(page.status).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["content-type"]).toBe("text/html; charset=UTF-8");
      expect(page.headers.vary).toBe("Accept-Encoding");
      expect(zlib.brotliDecompressSync(page.body).toString()).toBe("<p>home</p>");
      const again = await get("/", {
        "Accept-Encoding": "br",
        "If-None-Match": String(page.headers.etag),
      });
      expect(again.status).toBe(304);
      expect((await get("/", { "Accept-Encoding": "gzip" })).body.toString()).toBe(
        "from gatsby serve",
      );
      expect((await get("/plain", { "Accept-Encoding": "br" })).body.toString()).toBe(
        "from gatsby serve",
      );
    } finally {
      server.close();
    }
  });
});
