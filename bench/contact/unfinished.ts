/**
 * Requests that never finish their body: N connections from one address (127.0.0.1) each
 * announce a 32 KB enquiry, send 1 KB of it and stop, as a slow or hostile client would.
 * Measures what the server holds while they hang (after a forced collection), how a normal call
 * fares meanwhile from another visitor's address (127.0.0.2) and from the holder's own, and what
 * is left once they are gone. The server's body deadline (10 s) would cut them: the run reads
 * everything within it, and closes them itself.
 */
import http from "node:http";
import net from "node:net";
import { MAX_BODY_BYTES } from "../../src/lib/contact/request-limits";
import type { ServerMemory } from "./server-memory";
import { enquiryBody } from "./targets";

export interface UnfinishedReport {
  held: number;
  /** Answered before their bodies were through: turned away (503) while the client or server was full. */
  answeredEarly: Record<string, number>;
  memory: { before: ServerMemory; whileHeld: ServerMemory; after: ServerMemory };
  /** Heap and buffer memory per unfinished request while they were held. */
  heldPerRequestKiB: number;
  /** A normal call from another address while they are held. */
  normalCall: CallOutcome;
  /** A normal call from the holder's own address meanwhile. */
  holderCall: CallOutcome;
}

export interface CallOutcome {
  status: number | "error";
  ms: number;
}

/** The address the unfinished requests come from, and another visitor's. */
export const HOLDER_ADDRESS = "127.0.0.1";
export const OTHER_VISITOR_ADDRESS = "127.0.0.2";

/** Opens one request that sends its headers and 1 KB of its body, then nothing. */
function openUnfinished(url: URL, onAnswer: (status: string) => void): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(
      { port: Number(url.port), host: url.hostname, localAddress: HOLDER_ADDRESS },
      () => {
        socket.write(
          `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES}\r\n\r\n` +
            `{"message": "${"x".repeat(1024)}`,
        );
        resolve(socket);
      },
    );
    socket.once("data", (chunk: Buffer) =>
      onAnswer(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString())?.[1] ?? "?"),
    );
    socket.on("error", () => undefined);
    socket.once("error", reject);
  });
}

/** One enquiry from `localAddress`, as a browser sends it: the answer's status and time. */
export function normalCall(url: string, localAddress: string): Promise<CallOutcome> {
  const started = performance.now();
  const body = enquiryBody(1);
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 60_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: elapsed() }));
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ status: "error", ms: elapsed() }));
    request.end(body);
  });
}

export async function runUnfinished(
  url: string,
  count: number,
  memory: () => Promise<ServerMemory>,
): Promise<UnfinishedReport> {
  // One normal call first: what the first call loads once is not what a request holds.
  await normalCall(url, OTHER_VISITOR_ADDRESS);
  const before = await memory();
  const answeredEarly: Record<string, number> = {};
  const sockets: net.Socket[] = [];
  try {
    for (let n = 0; n < count; n += 1) {
      sockets.push(
        await openUnfinished(new URL(url), (status) => {
          answeredEarly[status] = (answeredEarly[status] ?? 0) + 1;
        }),
      );
    }
    // The calls go while every request is surely held (the body deadline is 10 s).
    const call = await normalCall(url, OTHER_VISITOR_ADDRESS);
    const holderCall = await normalCall(url, HOLDER_ADDRESS);
    // Read before the deadline answers the held ones with 408.
    const early = { ...answeredEarly };
    const whileHeld = await memory();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await memory();
    return {
      held: count,
      answeredEarly: early,
      memory: { before, whileHeld, after },
      // Heap and buffers: resident memory moves with the allocator's own caching.
      heldPerRequestKiB:
        Math.round(
          (((whileHeld.heapUsedMiB +
            whileHeld.externalMiB -
            before.heapUsedMiB -
            before.externalMiB) *
            1024) /
            count) *
            10,
        ) / 10,
      normalCall: call,
      holderCall,
    };
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}
