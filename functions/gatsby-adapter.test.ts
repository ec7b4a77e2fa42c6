/**
 * The Gatsby Function adapter (src/api/send-email.ts) with stand-in request/response objects:
 * it must pass method, headers, body and socket address through and write status, headers
 * and JSON back.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import sendEmail from "../src/api/send-email";

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
});
