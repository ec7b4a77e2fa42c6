/** Raw HTTP requests for tests of servers: headers exactly as given, on a connection of their own. */
import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request to 127.0.0.1:`port`; the answer's body as bytes (a compressed one stays so). */
export function send(
  port: number,
  options: { method: string; path: string; headers: Record<string, string | number> },
  body = "",
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A connection of its own: one that declared more body than it sent is not reused.
      { host: "127.0.0.1", port, agent: false, ...options },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export async function post(
  port: number,
  path: string,
  headers: Record<string, string | number>,
  body = "",
): Promise<PostAnswer> {
  const {
    status,
    headers: answerHeaders,
    body: bytes,
  } = await send(port, { method: "POST", path, headers }, body);
  return { status, headers: answerHeaders, text: bytes.toString() };
}
