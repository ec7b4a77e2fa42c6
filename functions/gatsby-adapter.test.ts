/**
 * The Gatsby Function adapter (src/api/send-email.ts) with stand-in request/response objects:
 * it must pass method, headers, body and socket address through and write status, headers
 * and JSON back.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import sendEmail, { config } from "../src/api/send-email";
import { CONTACT_MESSAGES } from "../src/lib/contact/schema";

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

const fakeRequest = (fields: Record<string, unknown>) =>
  fields as unknown as GatsbyFunctionRequest<unknown>;

describe("src/api/send-email", () => {
  it("answers a GET with 405 JSON", async () => {
    const { res, written } = fakeResponse();
    await sendEmail(
      fakeRequest({
        method: "GET",
        headers: {},
        body: undefined,
        socket: { remoteAddress: "::1" },
      }),
      res,
    );
    expect(written.statusCode).toBe(405);
    expect(written.headers).toMatchObject({
      allow: "POST",
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    expect(JSON.parse(written.body)).toEqual({ errors: [expect.any(String)] });
  });

  it("answers a string body (unparsed by Gatsby) with 400", async () => {
    const { res, written } = fakeResponse();
    await sendEmail(
      fakeRequest({
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost:9000" },
        body: "not an object",
      }),
      res,
    );
    expect(written.statusCode).toBe(400);
  });

  it.each([
    ["cut short", '{"fullName":"Jo'],
    ["not JSON at all", "fullName=Jo&message=hi"],
    ["empty", ""],
  ])("answers a malformed JSON body (%s) with 400 JSON errors and no stack", async (_l, raw) => {
    const { res, written } = fakeResponse();
    await sendEmail(
      fakeRequest({
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost:9000" },
        // What Gatsby hands over: its text parser reads JSON bodies as they came.
        body: raw,
        socket: { remoteAddress: "127.0.0.1" },
      }),
      res,
    );
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

  it("parses a JSON body it receives as text", async () => {
    const { res, written } = fakeResponse();
    await sendEmail(
      fakeRequest({
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", host: "localhost:9000" },
        body: JSON.stringify({ fullName: "J" }),
        socket: { remoteAddress: "127.0.0.2" },
      }),
      res,
    );
    // Read as an object: the schema's own messages come back, field by field.
    expect(written.statusCode).toBe(400);
    const body = JSON.parse(written.body) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.fullName).toBe(CONTACT_MESSAGES.fullNameLength);
  });
});

describe("the Function's body parsing", () => {
  it("has Gatsby read JSON bodies as text, so a malformed one reaches the handler", () => {
    // Gatsby's JSON parser answers malformed JSON itself (HTML, with a stack trace outside
    // production); its text parser never fails on it.
    expect(config).toEqual({ bodyParser: { text: { type: "application/json", limit: "100kb" } } });
  });
});
