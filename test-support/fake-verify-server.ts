/**
 * A stand-in for Google's reCAPTCHA siteverify endpoint on loopback, for the contact call's
 * unit tests, the end-to-end server and the contact-call benchmark.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on a free loopback port and resolves with it. */
export function listenOnLoopback(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

export type VerifyMode =
  | "success"
  | "fail"
  | "slow"
  | "error500"
  /** Answers `status` with an empty body (e.g. 400, 413, 429 or 503). */
  | "status"
  | "garbage"
  | "oversized";

export interface FakeVerifyServer {
  url: string;
  mode: VerifyMode;
  /** The status answered in "status" mode. */
  status: number;
  hostname: string;
  /** Form fields of every verify request received. */
  requests: Array<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * In "success" mode `accept` decides per token (the e2e server fails tokens containing
 * "reject"), and `statusFor` may answer a token with a bare HTTP status instead; tests switch
 * `mode` to make the endpoint fail, hang or answer garbage.
 */
export async function startVerifyServer(
  options: {
    accept?: (token: string) => boolean;
    statusFor?: (token: string) => number | undefined;
  } = {},
): Promise<FakeVerifyServer> {
  const accept = options.accept ?? (() => true);
  const statusFor = options.statusFor ?? (() => undefined);
  const state = {
    mode: "success" as VerifyMode,
    status: 400,
    hostname: "localhost",
    requests: [] as Array<Record<string, string>>,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      state.requests.push(fields);
      const json = (body: unknown) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const bare = (status: number) => {
        res.writeHead(status);
        res.end();
      };
      switch (state.mode) {
        case "success": {
          const status = statusFor(fields.response ?? "");
          if (status !== undefined) {
            bare(status);
            return;
          }
          if (!accept(fields.response ?? "")) {
            json({ success: false, "error-codes": ["invalid-input-response"] });
            return;
          }
          json({ success: true, challenge_ts: new Date().toISOString(), hostname: state.hostname });
          return;
        }
        case "status":
          bare(state.status);
          return;
        case "fail":
          json({ success: false, "error-codes": ["invalid-input-response"] });
          return;
        case "error500":
          res.writeHead(500);
          res.end("oops");
          return;
        case "garbage":
          res.writeHead(200, { "Content-Type": "text/html" });
          res.end("<html>not json</html>");
          return;
        case "oversized":
          // Valid JSON saying yes, but far more of it than a verify answer ever is.
          json({ success: true, hostname: state.hostname, pad: "x".repeat(200 * 1024) });
          return;
        case "slow":
          // Never answers in time; the handler's timeout must give up first.
          setTimeout(() => json({ success: true, hostname: state.hostname }), 5_000).unref();
          return;
      }
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    get mode() {
      return state.mode;
    },
    set mode(mode: VerifyMode) {
      state.mode = mode;
    },
    get status() {
      return state.status;
    },
    set status(status: number) {
      state.status = status;
    },
    get hostname() {
      return state.hostname;
    },
    set hostname(hostname: string) {
      state.hostname = hostname;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
