/**
 * `gatsby develop`'s front for the Functions, in an Express app ordered as Gatsby orders it
 * (gatsby-config's developMiddleware, then the Function middleware, stood in for here): the
 * contact call's rule answers before anything reads a body, with the answers the edge, the own
 * server and the handler give.
 */
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import config from "../../../gatsby-config";
import { CONTACT_MESSAGES } from "../../../src/lib/contact/schema";

let server: http.Server;
let port: number;
let reached: string[];

beforeAll(async () => {
  const app = express();
  config.developMiddleware?.(app);
  // Where Gatsby's multipart parser and the Function would run.
  app.use("/api/*", (req, res) => {
    reached.push(`${req.method} ${req.originalUrl}`);
    res.end("Function");
  });
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  reached = [];
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, url: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method, path: url, headers, agent: false },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    },
  );
}

describe("gatsby develop's front for the Functions", () => {
  it.each([
    ["PUT", "multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["DELETE", "text/plain", "hello"],
    ["GET", "multipart/form-data; boundary=x", "--x--\r\n"],
  ])("answers %s with a %s body 405 JSON, unread", async (method, type, body) => {
    const answer = await send(
      method,
      "/api/send-email",
      { "content-type": type, "content-length": String(Buffer.byteLength(body)) },
      body,
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer.text)).toEqual({ errors: [CONTACT_MESSAGES.methodNotAllowed] });
    expect(reached).toEqual([]);
  });

  it("answers a multipart POST 415 before the multipart parser, on any spelling of /api/", async () => {
    const answer = await send("POST", "/API/send-email", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": "104857600",
    });
    expect(answer.status).toBe(415);
    expect(reached).toEqual([]);
  });

  it("lets the form's JSON through to the Function", async () => {
    const json = { "content-type": "application/json", "content-length": "2" };
    expect((await send("POST", "/api/send-email", json, "{}")).text).toBe("Function");
    expect(reached).toEqual(["POST /api/send-email"]);
  });
});
