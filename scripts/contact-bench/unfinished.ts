/**
 * Requests that never finish their body: N connections each announce a 32 KB enquiry, send 1 KB
 * of it and stop, as a slow or hostile client would. Measures what the server holds while they
 * hang (after a forced collection), how a normal call fares meanwhile, and what is left once
 * they are gone. The server's request timeout (60 s) would cut them; this run closes them itself.
 */
import net from "node:net";
import { MAX_BODY_BYTES } from "../../src/lib/contact/request-limits";
import type { ServerMemory } from "./server-memory";
import { enquiryBody } from "./targets";

export interface UnfinishedReport {
  held: number;
  /** Answered before their bodies were through: turned away (503) while the server was full. */
  answeredEarly: Record<string, number>;
  memory: { before: ServerMemory; whileHeld: ServerMemory; after: ServerMemory };
  /** Heap and buffer memory per unfinished request while they were held. */
  heldPerRequestKiB: number;
  normalCall: { status: number | "error"; ms: number };
}

/** Opens one request that sends its headers and 1 KB of its body, then nothing. */
function openUnfinished(url: URL, onAnswer: (status: string) => void): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES}\r\n\r\n` +
          `{"message": "${"x".repeat(1024)}`,
      );
      resolve(socket);
    });
    socket.once("data", (chunk: Buffer) =>
      onAnswer(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString())?.[1] ?? "?"),
    );
    socket.on("error", () => undefined);
    socket.once("error", reject);
  });
}

async function normalCall(url: string): Promise<UnfinishedReport["normalCall"]> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: enquiryBody(1),
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - started) };
  } catch {
    return { status: "error", ms: Math.round(performance.now() - started) };
  }
}

export async function runUnfinished(
  url: string,
  count: number,
  memory: () => Promise<ServerMemory>,
): Promise<UnfinishedReport> {
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
    // Let the server read what was sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const whileHeld = await memory();
    const call = await normalCall(url);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await memory();
    return {
      held: count,
      answeredEarly,
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
    };
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}
