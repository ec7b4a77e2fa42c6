import http from "node:http";
import net from "node:net";
import { installServeLimits } from "./limits";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { post } from "../../test-support/http-post";

/** A server made the way Express makes one (`http.createServer(app)`), with the limits on. */
async function startServer(timeouts = { headersTimeoutMs: 400, requestTimeoutMs: 800 }) {
  const uninstall = installServeLimits({
    timeouts: { ...timeouts, checkIntervalMs: 100, lingerMs: 300 },
  });
  const reached: string[] = [];
  let server: http.Server;
  try {
    server = http.createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      req.resume();
      req.on("end", () => res.end("inner"));
    });
  } finally {
    uninstall();
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    server,
    port,
    reached,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("gatsby serve's limits", () => {
  it("refuses a multipart body to a Function from its headers, before the app sees it", async () => {
    const { port, reached, close } = await startServer();
    try {
      // 100 MiB announced, a few bytes sent: the answer comes from the headers alone.
      const answer = await post(
        port,
        "/api/send-email",
        { "content-type": "multipart/form-data; boundary=x", "content-length": 104_857_600 },
        "--x\r\n",
      );
      expect(answer.status).toBe(415);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(answer.text)).toEqual({
        errors: [CONTACT_MESSAGES.unsupportedContentType],
      });
      expect(reached).toEqual([]);
    } finally {
      await close();
    }
  });

  it("applies the rule to every path Gatsby routes to a Function, in any case", async () => {
    const { port, reached, close } = await startServer();
    try {
      // Express matches `/api/*` without regard to case: so must the rule.
      for (const path of ["/API/send-email", "/Api/send%2Demail", "/api/send-email?x=1"]) {
        const answer = await post(
          port,
          path,
          { "content-type": "multipart/form-data; boundary=x", "content-length": 104_857_600 },
          "--x\r\n",
        );
        expect(answer.status).toBe(415);
      }
      expect(reached).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses JSON declared over 32 KB with 413, and passes pages and the form's JSON on", async () => {
    const { port, reached, close } = await startServer();
    try {
      const big = await post(port, "/api/send-email", {
        "content-type": "application/json",
        "content-length": 33 * 1024,
      });
      expect(big.status).toBe(413);
      const json = await post(
        port,
        "/api/send-email",
        { "content-type": "application/json" },
        "{}",
      );
      expect(json.text).toBe("inner");
      // Pages are not Functions: the rule is not theirs.
      const page = await post(port, "/contact", { "content-type": "multipart/form-data" }, "x");
      expect(page.text).toBe("inner");
      expect(reached).toEqual(["POST /api/send-email", "POST /contact"]);
    } finally {
      await close();
    }
  });

  it("cuts off a client that sends its header a byte at a time", async () => {
    const { port, close } = await startServer();
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    let drip: NodeJS.Timeout | undefined;
    try {
      const closed = new Promise<number>((resolve) => {
        socket.on("close", () => resolve(Date.now() - started));
        socket.on("error", () => undefined);
      });
      socket.write("POST /api/send-email HTTP/1.1\r\nHost: x\r\nX-Slow: ");
      drip = setInterval(() => socket.write("a"), 50);
      // Node's defaults would keep it for a minute; the limit is 0.4 s (checked every 0.1 s).
      const afterMs = await Promise.race([
        closed,
        new Promise<number>((resolve) =>
          setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000),
        ),
      ]);
      expect(afterMs).toBeLessThan(5_000);
    } finally {
      clearInterval(drip);
      socket.destroy();
      await close();
    }
  });
});
