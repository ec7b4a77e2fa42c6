/**
 * A page as a browser receives it from a server: its compressed body as it arrives, and its
 * headers as HTTP/2 sends them (http2-head-bytes.ts). The one measure of a page's first answer,
 * for check:html-size and npm run bench alike.
 */
import http from "node:http";
import type { Http2HeadMeter } from "./http2-head-bytes";
import type { ServedPage } from "./page-bytes";

/** What Chrome asks for. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export function fetchServed(
  origin: string,
  route: string,
  acceptEncoding: string,
  meter: Http2HeadMeter,
): Promise<ServedPage> {
  return new Promise((resolve, reject) => {
    const url = new URL(encodeURI(route), origin);
    const request = http.get(
      url,
      { headers: { "Accept-Encoding": acceptEncoding } },
      (response) => {
        let bodyBytes = 0;
        response.on("data", (chunk: Buffer) => {
          bodyBytes += chunk.length;
        });
        response.on("end", () => {
          if (response.statusCode !== 200 && !route.endsWith("404.html")) {
            reject(new Error(`${route} answered ${response.statusCode}`));
            return;
          }
          meter
            .measure(response.statusCode ?? 200, response.rawHeaders, bodyBytes)
            .then((headerBytes) =>
              resolve({
                route,
                bodyBytes,
                headerBytes,
                encoding: String(response.headers["content-encoding"] ?? "identity"),
              }),
            )
            .catch(reject);
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}
