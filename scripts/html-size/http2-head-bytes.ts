/**
 * What a response's headers weigh as a browser receives them: in one HTTP/2 HEADERS frame,
 * compressed with HPACK, on a new connection (nothing indexed yet). Netlify answers browsers
 * over HTTP/2, and the own server is run behind a proxy that does (docs/operations.md); the
 * first round trip (first-round-trip.ts) is counted in those bytes.
 *
 * Measured with Node's own HTTP/2 implementation, not estimated: a loopback HTTP/2 server
 * answers with the given headers on a fresh session, and the bytes it sends are counted at a
 * relay between it and the client, less what the same session sends for a bare `:status`
 * answer and less the body's DATA frames.
 */
import http2 from "node:http2";
import net from "node:net";

/** Headers HTTP/2 forbids (connection-specific), which a proxy drops. */
const CONNECTION_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);
const FRAME_HEADER_BYTES = 9;
const MAX_FRAME_BYTES = 16_384;

export interface Http2HeadMeter {
  /** Bytes of the HEADERS frame for `status` and Node's rawHeaders, and a body of `bodyBytes`. */
  measure(status: number, rawHeaders: readonly string[], bodyBytes: number): Promise<number>;
  close(): Promise<void>;
}

export async function startHttp2HeadMeter(): Promise<Http2HeadMeter> {
  let pending: { headers: http2.OutgoingHttpHeaders; body: number } | undefined;
  const server = http2.createServer();
  server.on("stream", (stream) => {
    const answer = pending ?? { headers: { ":status": 200 }, body: 0 };
    if (answer.body === 0) {
      stream.respond(answer.headers, { endStream: true });
    } else {
      stream.respond(answer.headers);
      stream.end(Buffer.alloc(answer.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const serverPort = (server.address() as net.AddressInfo).port;

  let sent = 0;
  const relay = net.createServer((client) => {
    const upstream = net.connect(serverPort, "127.0.0.1");
    upstream.on("data", (chunk: Buffer) => {
      sent += chunk.length;
      client.write(chunk);
    });
    client.on("data", (chunk: Buffer) => upstream.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayPort = (relay.address() as net.AddressInfo).port;

  /** Everything the server sends on a fresh session answering one request. */
  const sessionBytes = async (): Promise<number> => {
    sent = 0;
    const session = http2.connect(`http://127.0.0.1:${relayPort}`);
    await new Promise<void>((resolve, reject) => {
      const request = session.request({ ":path": "/" });
      request.on("error", reject);
      request.on("end", resolve);
      request.resume();
      request.end();
    });
    await new Promise<void>((resolve) => session.close(resolve));
    // The relay may still be passing the server's last frames on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return sent;
  };

  pending = undefined;
  // A bare answer: the session's own frames, and a HEADERS frame of 9 + 1 bytes (":status 200"
  // is entry 8 of HPACK's static table).
  const bare = (await sessionBytes()) - (FRAME_HEADER_BYTES + 1);

  return {
    async measure(status, rawHeaders, bodyBytes) {
      const headers: http2.OutgoingHttpHeaders = { ":status": status };
      for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
        const name = rawHeaders[i].toLowerCase();
        if (!CONNECTION_HEADERS.has(name)) headers[name] = rawHeaders[i + 1];
      }
      pending = { headers, body: bodyBytes };
      const total = await sessionBytes();
      pending = undefined;
      const dataFrames = bodyBytes === 0 ? 0 : Math.ceil(bodyBytes / MAX_FRAME_BYTES);
      return total - bare - bodyBytes - dataFrames * FRAME_HEADER_BYTES;
    },
    async close() {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
