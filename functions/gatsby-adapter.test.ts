/**
 * The Gatsby Function adapter (src/api/send-email.ts) with stand-in request/response objects:
 * it must pass method, headers, the body stream and socket address through, and write status,
 * headers and JSON back. Gatsby parses nothing: the handler reads the stream.
 */
import { Readable } from "node:stream";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import sendEmail, { config } from "../src/api/send-email";
import { CONTACT_MESSAGES } from "../src/lib/contact/schema";
import { FORM_NEEDS_SCRIPTS_PATH } from "../src/lib/contact/request-limits";

const saved = { ...process.env };
beforeAll(() => {
  // The handler reads the live environment: a local site with the test keys, nothing stored.
  Object.assign(process.env, {
    SITE_URL: "http://localhost:9000",
    RATE_LIMIT_PER_MINUTE: "1000",
    LEADS_DIR: "/nonexistent/never-written",
  });
});
afterAll(() => {
  process.env = saved;
});

function fakeResponse() {
  const written = { statusCode: 0, headers: {} as Record<string, string>, body: "" };
  const res = {
    set statusCode(code: number) {
      written.statusCode = code;
    },
    setHeader(name: string, value: string) {
      written.headers[name.toLowerCase()] = value;
      return res;
    },
    end(body: string) {
      written.body = body;
      return res;
    },
  };
  // Only the ServerResponse members the adapter uses are provided.
  return { res: res as unknown as GatsbyFunctionResponse<unknown>, written };
}

/** A request as Gatsby hands it over: a stream of the body as it came, nothing parsed. */
function fakeRequest(method: string, headers: Record<string, string>, body: string | Buffer = "") {
  const stream = Readable.from(body.length === 0 ? [] : [Buffer.from(body)]);
  return Object.assign(stream, {
    method,
    headers: { host: "localhost:9000", ...headers },
    socket: { remoteAddress: "127.0.0.1" },
  }) as unknown as GatsbyFunctionRequest<unknown>;
}

async function call(method: string, headers: Record<string, string>, body: string | Buffer = "") {
  const { res, written } = fakeResponse();
  await sendEmail(fakeRequest(method, headers, body), res);
  return written;
}

const json = { "content-type": "application/json" };

describe("src/api/send-email", () => {
  it("answers a GET with 405 JSON", async () => {
    const written = await call("GET", {});
    expect(written.statusCode).toBe(405);
    expect(written.headers).toMatchObject({
      allow: "POST",
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    expect(JSON.parse(written.body)).toEqual({ errors: [expect.any(String)] });
  });

  it.each([
    [
      "PUT",
      "multipart/form-data; boundary=x",
      "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n",
    ],
    ["DELETE", "text/plain", "hello"],
    ["GET", "multipart/form-data; boundary=x", "--x--\r\n"],
    ["PUT", "text/plain", "hello"],
  ])(
    "answers %s with a %s body 405 JSON, as the edge and the own server do",
    async (method, type, body) => {
      const written = await call(
        method,
        { "content-type": type, "content-length": String(body.length) },
        body,
      );
      expect(written.statusCode).toBe(405);
      expect(written.headers.allow).toBe("POST");
      expect(JSON.parse(written.body)).toEqual({ errors: [CONTACT_MESSAGES.methodNotAllowed] });
    },
  );

  it.each([
    ["cut short", '{"fullName":"Jo'],
    ["not JSON at all", "fullName=Jo&message=hi"],
    ["a JSON string", '"not an object"'],
    ["empty", ""],
  ])("answers a malformed JSON body (%s) with 400 JSON errors and no stack", async (_l, raw) => {
    const written = await call("POST", json, raw);
    expect(written.statusCode).toBe(400);
    expect(written.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    const body = JSON.parse(written.body) as { errors: string[] };
    expect(body).toEqual({ errors: [CONTACT_MESSAGES.submissionInvalid] });
    expect(written.body).not.toMatch(/\bat\b.*\(|SyntaxError|node_modules/);
  });

  it("reads a JSON body from the stream and validates it", async () => {
    const body = JSON.stringify({ fullName: "J" });
    const written = await call("POST", { "content-type": "application/json; charset=utf-8" }, body);
    // Read as an object: the schema's own messages come back, field by field.
    expect(written.statusCode).toBe(400);
    const answer = JSON.parse(written.body) as { fieldErrors: Record<string, string> };
    expect(answer.fieldErrors.fullName).toBe(CONTACT_MESSAGES.fullNameLength);
  });

  it("refuses bytes that are not UTF-8 with 400, never decoding them leniently", async () => {
    // {"\xff\xfe":1}
    const bytes = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    expect((await call("POST", json, bytes)).statusCode).toBe(400);
  });

  it.each([
    ["a charset other than UTF-8", { "content-type": "application/json; charset=bogus" }, 415],
    ["a Content-Encoding", { ...json, "content-encoding": "bogus" }, 415],
    ["gzip", { ...json, "content-encoding": "gzip" }, 415],
    ["a declared length over 32 KB", { ...json, "content-length": String(33 * 1024) }, 413],
    [
      "multipart",
      { "content-type": "multipart/form-data; boundary=x", "content-length": "9" },
      415,
    ],
  ])(
    "refuses %s from the headers, as JSON, without reading the body",
    async (_l, headers, status) => {
      const req = fakeRequest("POST", headers, "{}");
      const { res, written } = fakeResponse();
      await sendEmail(req, res);
      expect(written.statusCode).toBe(status);
      expect(written.headers["content-type"]).toBe("application/json; charset=utf-8");
      // The rest of the body is dropped, never kept: the stream was set flowing after the answer.
      expect((req as unknown as Readable).readableFlowing).toBe(true);
    },
  );

  it("stops reading a body that turns out bigger than 32 KB (no length declared): 413", async () => {
    const written = await call("POST", json, `{"message":"${"x".repeat(40 * 1024)}"}`);
    expect(written.statusCode).toBe(413);
    expect(JSON.parse(written.body)).toEqual({ errors: [CONTACT_MESSAGES.tooLarge] });
  });

  it("sends a browser that posted the form without scripts to the page that says so (303)", async () => {
    const written = await call(
      "POST",
      { "content-type": "application/x-www-form-urlencoded" },
      "fullName=Jo+Bloggs&businessEmail=jo%40acme.co.uk",
    );
    expect(written.statusCode).toBe(303);
    expect(written.headers.location).toBe(FORM_NEEDS_SCRIPTS_PATH);
    expect(JSON.parse(written.body)).toEqual({ errors: [CONTACT_MESSAGES.formNeedsScripts] });
  });
});

describe("the Function's body parsing", () => {
  it("switches every Gatsby parser off, so only the handler reads a body", () => {
    const parsers = Object.values(config.bodyParser);
    expect(parsers).toHaveLength(4);
    for (const parser of parsers) expect(parser.type).toMatch(/never/);
  });
});
