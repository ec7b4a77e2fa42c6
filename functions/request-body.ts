/**
 * Reading a request body ourselves, so nothing bigger than the contact call's limit is ever held
 * in memory, and nothing is decoded leniently (Gatsby's own parsers are switched off: see
 * functions/send-email-function-config.ts).
 */

/** What reading gave: the bytes, or "too_large" once more than the limit came. */
export type BodyRead = Uint8Array | "too_large";

/** The part of a Node stream (an IncomingMessage, Netlify's Readable) this reads from. */
export interface BodyStream {
  on(event: "data", listener: (chunk: Buffer | string) => void): unknown;
  on(event: "end" | "close" | "error", listener: () => void): unknown;
  removeListener(event: "data", listener: (chunk: Buffer | string) => void): unknown;
  removeListener(event: "end" | "close" | "error", listener: () => void): unknown;
  pause(): unknown;
  readableEnded?: boolean;
}

/**
 * Reads at most `maxBytes`. Past that it stops listening and pauses the stream rather than
 * destroying it, so the answer (413) can still be written; the caller closes the connection.
 * A stream that breaks gives what came so far (the JSON check then refuses it).
 */
export function readBodyUpTo(stream: BodyStream, maxBytes: number): Promise<BodyRead> {
  if (stream.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Only our own listeners go: a server's (Express's on-finished) stay.
    const finish = (result: BodyRead) => {
      stream.removeListener("data", onData);
      for (const event of ["end", "close", "error"] as const) stream.removeListener(event, done);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      size += bytes.byteLength;
      if (size > maxBytes) {
        stream.pause();
        finish("too_large");
        return;
      }
      chunks.push(bytes);
    };
    const done = () => finish(Buffer.concat(chunks));
    stream.on("data", onData);
    for (const event of ["end", "close", "error"] as const) stream.on(event, done);
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as JSON: the parsed value, or the text as it came when it is not JSON (the handler
 * answers that with 400), or undefined when the bytes are not UTF-8.
 */
export function parseJsonBody(bytes: Uint8Array): { value: unknown } | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: text };
  }
}
