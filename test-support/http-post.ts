/** A raw HTTP POST for tests of servers: headers exactly as given, on a connection of its own. */
import http from "node:http";

export interface PostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function post(
  port: number,
  path: string,
  headers: Record<string, string | number>,
  body = "",
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A connection of its own: one that declared more body than it sent is not reused.
      { host: "127.0.0.1", port, path, method: "POST", headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
