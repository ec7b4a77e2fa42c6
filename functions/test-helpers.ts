/**
 * Test doubles for the contact call: a real SMTP server and a fake reCAPTCHA verify endpoint,
 * both on 127.0.0.1 with random ports, plus a small MIME reader for the captured mails.
 * Used only by the *.test.ts files beside it.
 */
import { promises as fs } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header names lower-cased; values unfolded and decoded. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: CapturedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the client to reject.
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A reverse DNS lookup per connection would cost ~150 ms for nothing.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom;
        mails.push(
          parseMail(
            raw,
            from === false ? "" : from.address,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type VerifyMode = "success" | "fail" | "slow" | "error500" | "garbage";

export interface FakeVerifyServer {
  url: string;
  mode: VerifyMode;
  hostname: string;
  /** Form fields of every verify request received. */
  requests: Array<Record<string, string>>;
  close(): Promise<void>;
}

export async function startVerifyServer(): Promise<FakeVerifyServer> {
  const state = {
    mode: "success" as VerifyMode,
    hostname: "localhost",
    requests: [] as Array<Record<string, string>>,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      state.requests.push(
        Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
      );
      const json = (body: unknown) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      switch (state.mode) {
        case "success":
          json({ success: true, challenge_ts: new Date().toISOString(), hostname: state.hostname });
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
        case "slow":
          // Never answers in time; the handler's timeout must give up first.
          setTimeout(() => json({ success: true, hostname: state.hostname }), 5_000).unref();
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    get mode() {
      return state.mode;
    },
    set mode(mode: VerifyMode) {
      state.mode = mode;
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

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function makeTempDir(prefix = "leads-"): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

// --- a minimal MIME reader: enough for the mails nodemailer writes ---

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] === "=" && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, enc: string, text: string) =>
        enc.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

interface Part {
  headers: Map<string, string[]>;
  body: string;
}

function splitHead(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: "" };
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leafParts(splitHead(chunk.replace(/^\r?\n/, ""))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  const body = part.body.replace(/\r?\n$/, "");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

export function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): CapturedMail {
  const root = splitHead(raw);
  let text = "";
  let html = "";
  for (const part of leafParts(root)) {
    const type = (part.headers.get("content-type")?.[0] ?? "text/plain").toLowerCase();
    if (type.startsWith("text/html")) html = decodeBody(part);
    else if (type.startsWith("text/plain")) text = decodeBody(part);
  }
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers: root.headers,
    header: (name) => root.headers.get(name.toLowerCase())?.[0],
    text: text.replace(/\r\n/g, "\n"),
    html: html.replace(/\r\n/g, "\n"),
  };
}

/** Waits until `check` holds (mail delivery is asynchronous on the server side). */
export async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("Timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
