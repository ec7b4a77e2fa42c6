/**
 * A stand-in for Google's reCAPTCHA siteverify endpoint on loopback, shared by the
 * end-to-end server (e2e/support/serve.ts) and the contact-call benchmark.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on a free loopback port and resolves with it. */
export function listenOnLoopback(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts the fake; `accept` decides per token. Answers with hostname "localhost". */
export async function startFakeVerifyServer(
  accept: (token: string) => boolean = () => true,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const token = new URLSearchParams(body).get("response") ?? "";
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ success: accept(token), hostname: "localhost" }));
    });
  });
  const port = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}/siteverify`, close: () => server.close() };
}
