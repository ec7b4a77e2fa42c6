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

const heldMiB = (memory: ServerMemory) => memory.heapUsedMiB + memory.externalMiB;

/** The server's memory once two readings a second apart differ by under 1 MiB (2 minutes at most). */
async function settled(memory: () => Promise<ServerMemory>): Promise<ServerMemory> {
  const deadline = Date.now() + 120_000;
  let last = await memory();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const next = await memory();
    if (Math.abs(heldMiB(next) - heldMiB(last)) < 1 || Date.now() > deadline) return next;
    last = next;
  }
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
  // One normal call first: what the first call loads once is not what a request holds.
  await normalCall(url);
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
    // Once the server has done with what was sent (a server that loads a Function per call
    // takes a while): what it holds stops moving.
    const whileHeld = await settled(memory);
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
