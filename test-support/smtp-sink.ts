/**
 * A real SMTP server on 127.0.0.1 with a random port that keeps every mail it receives, and a
 * small MIME reader for them (enough for the mails nodemailer writes). Used by the contact
 * call's unit tests and the end-to-end server.
 */
import net from "node:net";
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

/** `onMail` sees each mail as it arrives (the e2e server writes them to files for the tests). */
export async function startSmtpServer(
  options: { onMail?: (mail: CapturedMail) => void } = {},
): Promise<TestSmtpServer> {
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
        const mail = parseMail(
          raw,
          from === false ? "" : from.address,
          session.envelope.rcptTo.map((r) => r.address),
        );
        mails.push(mail);
        options.onMail?.(mail);
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

// A minimal MIME reader.

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

/** A part's Content-Type as written; a part that names none is plain text. */
function contentTypeOf(part: Part): string {
  return part.headers.get("content-type")?.[0] ?? "text/plain";
}

function leafParts(part: Part): Part[] {
  const type = contentTypeOf(part);
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
    const type = contentTypeOf(part).toLowerCase();
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

export interface HangingSmtpServer {
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  /** Drops every held connection (the client then sees its mail fail) and stops listening. */
  close(): Promise<void>;
}

/**
 * An SMTP server that accepts connections and never says a word: a relay that hangs. The
 * client waits for the greeting until its own timeout.
 */
export async function startHangingSmtpServer(): Promise<HangingSmtpServer> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
