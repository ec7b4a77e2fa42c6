/**
 * A stand-in for the sales team's webhook receiver (a Zapier catch hook, an n8n webhook) on
 * loopback: it keeps every request it receives, headers and the body exactly as sent, and answers
 * as the test asks: 200, any status (500, 400, 429 with Retry-After...), or never ("hang": it
 * reads the request and holds the connection open until closed). Used by the contact call's unit
 * tests, the end-to-end server and the contact-call benchmark.
 */
import http from "node:http";
import { listenOnLoopback } from "./fake-verify-server";

export type ReceiverMode = "ok" | "status" | "hang";

export interface ReceivedWebhook {
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  /** The body as received (what a signature is checked against). */
  body: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface WebhookReceiver {
  /** A catch hook's kind of address: the path is part of its secret. */
  url: string;
  mode: ReceiverMode;
  /** The status answered in "status" mode. */
  status: number;
  /** Sent as Retry-After in "status" mode when set. */
  retryAfter: string | undefined;
  requests: ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  options: { onRequest?: (request: ReceivedWebhook) => void } = {},
): Promise<WebhookReceiver> {
  const state = {
    mode: "ok" as ReceiverMode,
    status: 500,
    retryAfter: undefined as string | undefined,
    requests: [] as ReceivedWebhook[],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      state.requests.push(received);
      options.onRequest?.(received);
      if (state.mode === "hang") return;
      if (state.mode === "status") {
        res.writeHead(state.status, {
          "Content-Type": "application/json",
          ...(state.retryAfter === undefined ? {} : { "Retry-After": state.retryAfter }),
        });
        res.end(JSON.stringify({ status: "error", message: `stand-in answered ${state.status}` }));
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: "success" }));
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/hooks/catch/1234567/abcdef0/`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ReceiverMode) {
      state.mode = mode;
    },
    get status() {
      return state.status;
    },
    set status(status: number) {
      state.status = status;
    },
    get retryAfter() {
      return state.retryAfter;
    },
    set retryAfter(value: string | undefined) {
      state.retryAfter = value;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
