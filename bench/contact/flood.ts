/**
 * Bodies the contact call must refuse, sent to the own server: a flood of large multipart bodies
 * (while the server's resident memory is sampled), then the malformed bodies Gatsby's own parsers
 * answer with an HTML error page when they run.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const MiB = 1024 * 1024;

/** Resident memory of a process in MiB (Linux), or NaN when it cannot be read. */
export function residentMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

interface Sent {
  status: string;
  contentType: string;
  /** What the answer looked like: JSON, an HTML page, a stack trace. */
  kind: "json" | "html" | "stack trace" | "other" | "none";
}

function describe(contentType: string, text: string): Sent["kind"] {
  if (/\n\s+at |node_modules/.test(text)) return "stack trace";
  if (/<html|<!doctype|<pre>/i.test(text)) return "html";
  if (contentType.startsWith("application/json")) return "json";
  return text === "" ? "none" : "other";
}

/** Sends one request, streaming its body; resolves with what came back (never rejects). */
function send(
  url: string,
  headers: Record<string, string | number>,
  body: AsyncIterable<Buffer> | Buffer,
  timeoutMs = 60_000,
): Promise<Sent> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (sent: Sent) => {
      if (!settled) {
        settled = true;
        resolve(sent);
      }
    };
    const request = http.request(url, { method: "POST", headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const contentType = String(res.headers["content-type"] ?? "");
        const text = Buffer.concat(chunks).toString("utf8");
        finish({ status: String(res.statusCode), contentType, kind: describe(contentType, text) });
      });
      res.on("error", () => finish({ status: "error", contentType: "", kind: "none" }));
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      finish({
        status: error.message === "timeout" ? "timeout" : "reset",
        contentType: "",
        kind: "none",
      }),
    );
    if (Buffer.isBuffer(body)) {
      request.end(body);
    } else {
      // The server may answer and close before the body is through; that is its right.
      pipeline(Readable.from(body), request).catch(() => undefined);
    }
  });
}

const BOUNDARY = "----northbridge-bench-boundary";

/** A multipart/form-data body of one file part of `bytes` bytes, made as it is sent. */
function multipart(bytes: number): { length: number; chunks: () => AsyncIterable<Buffer> } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const block = Buffer.alloc(64 * 1024, 0x78);
  return {
    length: head.length + bytes + tail.length,
    async *chunks() {
      yield head;
      for (let left = bytes; left > 0; left -= block.length) {
        yield left >= block.length ? block : block.subarray(0, left);
      }
      yield tail;
    },
  };
}

interface FloodResult {
  scenario: string;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  answers: Record<string, number>;
}

async function flood(
  url: string,
  pid: number,
  scenario: string,
  count: number,
  bytes: number,
): Promise<FloodResult> {
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 20);
  try {
    const sent = await Promise.all(
      Array.from({ length: count }, () => {
        const body = multipart(bytes);
        return send(
          url,
          {
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
            "content-length": body.length,
          },
          body.chunks(),
        );
      }),
    );
    // Let the server finish whatever it still holds before the last sample.
    await new Promise((resolve) => setTimeout(resolve, 500));
    peak = Math.max(peak, residentMiB(pid));
    const answers: Record<string, number> = {};
    for (const { status, kind } of sent) {
      const key = `${status} ${kind}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
    const round = (value: number) => Math.round(value);
    return { scenario, rssBeforeMiB: round(before), rssPeakMiB: round(peak), answers };
  } finally {
    clearInterval(sampler);
  }
}

/** The malformed bodies that reach Gatsby's parsers, and what each got back. */
async function malformedBodies(url: string): Promise<Record<string, Sent>> {
  const json = Buffer.from('{"fullName":"Jo"}');
  const form = Buffer.from(`fullName=${"x".repeat(200 * 1024)}`);
  const cases: Record<string, [Record<string, string | number>, Buffer]> = {
    "urlencoded, 200 KB": [
      { "content-type": "application/x-www-form-urlencoded", "content-length": form.length },
      form,
    ],
    "JSON, 200 KB": [
      { "content-type": "application/json", "content-length": 200 * 1024 },
      Buffer.alloc(200 * 1024, 0x20),
    ],
    "JSON, charset=bogus": [
      { "content-type": "application/json; charset=bogus", "content-length": json.length },
      json,
    ],
    "JSON, Content-Encoding: bogus": [
      {
        "content-type": "application/json",
        "content-encoding": "bogus",
        "content-length": json.length,
      },
      json,
    ],
  };
  const results: Record<string, Sent> = {};
  for (const [label, [headers, body]] of Object.entries(cases)) {
    results[label] = await send(url, headers, body, 10_000);
  }
  return results;
}

export async function runFlood(url: string, pid: number) {
  // One ordinary call first, so the Function is loaded before memory is measured.
  await send(url, { "content-type": "application/json", "content-length": 2 }, Buffer.from("{}"));
  return {
    floods: [
      await flood(url, pid, "1 multipart body of 100 MiB", 1, 100 * MiB),
      await flood(url, pid, "20 concurrent multipart bodies of 4 MiB", 20, 4 * MiB),
    ],
    malformed: await malformedBodies(url),
  };
}
