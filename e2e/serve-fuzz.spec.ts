/**
 * The server users run, sent what a stranger can send: hundreds of odd request lines, paths,
 * methods, headers and bodies, as raw bytes on their own connections, to the end-to-end server
 * (the own server on this build, with the compiled contact Function and its settings). Every
 * one must be answered without a 5xx other than 503 and without a stack trace, or closed; the
 * server must still answer pages and enquiries after them all. The odd requests come from a
 * loopback address of their own (127.0.0.3), so the contact calls they hold open never take
 * the places of the other specs' browsers (127.0.0.1).
 */
import net from "node:net";
import fc from "fast-check";
import { expect, test } from "./fixtures";

const FUZZ_ADDRESS = "127.0.0.3";
/** How long one odd request is given to be answered before its connection is dropped. */
const ANSWER_WAIT_MS = 1_500;
/** Odd requests in flight at once. */
const BATCH = 25;

const port = Number(process.env.E2E_PORT);

/** Sends raw bytes and returns whatever came back before the server closed or the wait ran out. */
function exchange(request: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: FUZZ_ADDRESS });
    const done = () => resolve(Buffer.concat(chunks).toString("latin1"));
    const timer = setTimeout(() => socket.destroy(), ANSWER_WAIT_MS);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
    socket.write(request);
  });
}

const crlf = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
const get = (target: string, ...headers: string[]) =>
  crlf(`GET ${target} HTTP/1.1`, "Host: localhost", "Connection: close", ...headers);
const post = (target: string, body: string, ...headers: string[]) =>
  Buffer.concat([
    crlf(
      `POST ${target} HTTP/1.1`,
      "Host: localhost",
      "Connection: close",
      `Content-Length: ${Buffer.byteLength(body, "latin1")}`,
      ...headers,
    ),
    Buffer.from(body, "latin1"),
  ]);

/** The odd requests written by hand: each a fault a real server has been brought down by. */
const HANDWRITTEN: Buffer[] = [
  ...[
    "/%",
    "//",
    "/%FF",
    "/%E0%A4%A",
    "/about/%",
    "/api/send-email?%",
    "/API/%",
    "/api/%E0",
    "/..",
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/static/..%2f..%2fpackage.json",
    "/\\..\\package.json",
    "/a%00b",
    "/%00",
    "/.cache/functions/manifest.json",
    "/_headers",
    "/_redirects",
    "/index.html.br",
    "*",
    "http://evil.example/",
    "http://localhost/about",
    "about",
    `/${"a".repeat(8_000)}`,
    `/${"%".repeat(2_000)}`,
    `/?${"q=1&".repeat(2_000)}`,
    "/about/?x=%",
    "/blogs/category/%",
    "/page-data/%/page-data.json",
    "/page-data/../page-data.json",
    "/%C0%AE%C0%AE/",
    "/\u00e9",
    "/#frag",
    "/search?q=%3Cscript%3E",
  ].map((target) => get(target)),
  ...["GET", "get", "FOO", "PROPFIND", "CONNECT", "TRACE", "OPTIONS", "DELETE", "PATCH", "PUT"].map(
    (method) => crlf(`${method} / HTTP/1.1`, "Host: localhost", "Connection: close"),
  ),
  ...["PUT", "DELETE", "PATCH", "GET", "OPTIONS", "HEAD"].map((method) =>
    crlf(
      `${method} /api/send-email HTTP/1.1`,
      "Host: localhost",
      "Connection: close",
      "Content-Type: multipart/form-data; boundary=x",
      "Content-Length: 5",
    ),
  ),
  Buffer.from("\r\n\r\n"),
  Buffer.from("GET\r\n\r\n"),
  Buffer.from("GET / HTTP/9.9\r\nHost: x\r\n\r\n"),
  Buffer.from("GET / FTP/1.1\r\nHost: x\r\n\r\n"),
  Buffer.from("GET  /  HTTP/1.1\r\nHost: x\r\n\r\n"),
  Buffer.from("GET / HTTP/1.1\nHost: x\n\n"),
  Buffer.from("GET / HTTP/1.1\rHost: x\r\r"),
  Buffer.from("GET / HTTP/1.1\r\nHost x\r\n\r\n"),
  Buffer.from("GET / HTTP/1.1\r\n: empty-name\r\n\r\n"),
  Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n folded: line\r\n\r\n"),
  Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nX: \x00\x01\x7f\r\n\r\n", "latin1"),
  Buffer.from("GET / HTTP/1.0\r\n\r\n"),
  Buffer.from("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", "latin1"),
  Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
  get("/", `X-Big: ${"b".repeat(20_000)}`),
  get("/", "Host: a", "Host: b"),
  get("/", "Accept-Encoding: br;q=abc, gzip;q=-1, *"),
  get("/", 'If-None-Match: "\x7f"', "If-Modified-Since: yesterday"),
  get("/", "Range: bytes=99999999-"),
  get("/", "Range: bytes=-1,-2,-3,0-0,5-1"),
  get("/about", "Content-Length: 5"),
  get("/", "Transfer-Encoding: chunked", "Content-Length: 3"),
  post("/api/send-email", "{}", "Content-Type: application/json", "Content-Length: 2"),
  post("/api/send-email", "{", "Content-Type: application/json"),
  post("/api/send-email", "null", "Content-Type: application/json"),
  post("/api/send-email", "[]", "Content-Type: application/json"),
  post("/api/send-email", '"x"', "Content-Type: application/json"),
  post(
    "/api/send-email",
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    "Content-Type: application/json",
  ),
  post("/api/send-email", '{"__proto__":{"admin":true}}', "Content-Type: application/json"),
  post("/api/send-email", '{"fullName":{"$gt":""}}', "Content-Type: application/json"),
  post("/api/send-email", "\xff\xfe\x00{", "Content-Type: application/json; charset=utf-16"),
  post("/api/send-email", "{}", "Content-Type: application/json; charset=bogus"),
  post(
    "/api/send-email",
    "\x1f\x8b\x08garbage",
    "Content-Type: application/json",
    "Content-Encoding: gzip",
  ),
  post("/api/send-email", "a=b", "Content-Type: application/x-www-form-urlencoded"),
  post("/api/send-email", "%%%", "Content-Type: application/x-www-form-urlencoded"),
  post("/api/send-email", "--x--", "Content-Type: multipart/form-data; boundary=x"),
  post("/api/send-email", "{}", "Content-Type: text/plain"),
  post("/api/send-email", "{}"),
  post("/api/send-email", "{}", "Content-Type: application/json", "Origin: https://evil.example"),
  post(
    "/api/send-email",
    "{}",
    "Content-Type: application/json",
    "X-Forwarded-For: ::ffff:1.2.3.4, junk",
  ),
  Buffer.concat([
    crlf(
      "POST /api/send-email HTTP/1.1",
      "Host: x",
      "Connection: close",
      "Content-Type: application/json",
      "Transfer-Encoding: chunked",
    ),
    Buffer.from("zz\r\nnot hex\r\n0\r\n\r\n"),
  ]),
  crlf(
    "POST /api/send-email HTTP/1.1",
    "Host: x",
    "Content-Type: application/json",
    "Content-Length: -1",
  ),
  crlf(
    "POST /api/send-email HTTP/1.1",
    "Host: x",
    "Content-Type: application/json",
    "Content-Length: 1e3",
  ),
  crlf(
    "POST /api/send-email HTTP/1.1",
    "Host: x",
    "Content-Type: application/json",
    "Content-Length: 2",
    "Content-Length: 3",
  ),
  crlf(
    "POST /api/send-email HTTP/1.1",
    "Host: x",
    "Content-Type: application/json",
    "Content-Length: 99999999999999999999",
  ),
  // Announces a body and sends part of it: the wait runs out, the server keeps answering.
  Buffer.concat([
    crlf(
      "POST /api/send-email HTTP/1.1",
      "Host: x",
      "Content-Type: application/json",
      "Content-Length: 1000",
    ),
    Buffer.from('{"fullName":'),
  ]),
];

/** Random odd requests, the same ones every run (fixed seed). */
function generated(count: number): Buffer[] {
  const text = fc.string({ unit: "binary", maxLength: 40 });
  const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/);
  const pathPiece = fc.oneof(
    fc.constantFrom(
      "/",
      "/about",
      "/api/send-email",
      "/API/send-email",
      "/contact",
      "/blogs",
      "/static/",
    ),
    fc.webPath(),
    text.map((t) => `/${t}`),
    fc
      .array(fc.constantFrom("%", "%2", "%FF", "..", "/", "\\", "%00", "?", "#", "é", "%C3", " "), {
        maxLength: 12,
      })
      .map((parts) => `/${parts.join("")}`),
  );
  const request = fc.record({
    method: fc.oneof(
      fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
      token,
      text,
    ),
    target: pathPiece,
    version: fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/2", "", "HTTP/1.1 x"),
    headers: fc.array(
      fc.oneof(
        fc.tuple(token, text).map(([name, value]) => `${name}: ${value}`),
        fc.constantFrom(
          "Content-Type: application/json",
          "Content-Type: multipart/form-data",
          "Content-Length: 10",
          "Content-Length: abc",
          "Transfer-Encoding: chunked",
          "Transfer-Encoding: gzip, chunked",
          "Content-Encoding: br",
          "Expect: 100-continue",
          "Connection: upgrade",
          "Upgrade: websocket",
          "Accept-Encoding: br",
          "X-Forwarded-For: 10.0.0.1",
        ),
        text,
      ),
      { maxLength: 6 },
    ),
    body: fc.oneof(
      fc.constant(""),
      text,
      fc.json().map((j) => j.slice(0, 2_000)),
    ),
  });
  return fc
    .sample(request, { seed: 20261206, numRuns: count })
    .map(({ method, target, version, headers, body }) =>
      Buffer.concat([
        Buffer.from(`${method} ${target} ${version}\r\n`, "latin1"),
        Buffer.from(["Host: localhost", "Connection: close", ...headers].join("\r\n"), "latin1"),
        Buffer.from("\r\n\r\n"),
        Buffer.from(body, "latin1"),
      ]),
    );
}

test("hundreds of odd requests are each answered 4xx (or 503, or closed), and the server goes on", async ({
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const requests = [...HANDWRITTEN, ...generated(500 - HANDWRITTEN.length + 100)];
  expect(requests.length).toBeGreaterThanOrEqual(500);
  const statuses = new Map<string, number>();
  const faults: string[] = [];
  for (let start = 0; start < requests.length; start += BATCH) {
    const answers = await Promise.all(requests.slice(start, start + BATCH).map(exchange));
    answers.forEach((answer, n) => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? "closed";
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const sent = requests[start + n].toString("latin1").slice(0, 80);
      if (/^5\d\d$/.test(status) && status !== "503")
        faults.push(`${status} for ${JSON.stringify(sent)}`);
      if (/\n\s+at .+:\d+:\d+|node_modules|\/work\//.test(answer)) {
        faults.push(`a trace for ${JSON.stringify(sent)}: ${answer.slice(0, 300)}`);
      }
    });
  }
  test.info().annotations.push({
    type: "statuses",
    description: JSON.stringify(Object.fromEntries(statuses)),
  });
  expect(faults).toEqual([]);
  // Most were read and answered, not just dropped.
  expect(requests.length - (statuses.get("closed") ?? 0)).toBeGreaterThan(requests.length / 2);

  // Still up: a page, and an enquiry.
  expect((await request.get("/")).status()).toBe(200);
  const enquiry = await request.post("/api/send-email", {
    data: {
      fullName: "Sam After-Fuzz",
      businessEmail: "sam@after-fuzz.co.uk",
      phone: "+447123456789",
      jobTitle: "Office Manager",
      solutionType: ["managed-it"],
      industry: "technology",
      message: "Checking the contact call still works after the odd requests.",
      assessmentResults: {},
      "g-recaptcha-response": "fuzz-token",
    },
  });
  expect(enquiry.status()).toBe(200);
});
