import {
  bodyKind,
  declaredLength,
  MAX_BODY_BYTES,
  REQUEST_MESSAGES,
  requestRefusal,
} from "./request-limits";
import { CONTACT_MESSAGES } from "./schema";

describe("bodyKind", () => {
  it("knows the form's JSON and a browser's form encoding, and nothing else", () => {
    expect(bodyKind("application/json")).toBe("json");
    expect(bodyKind("Application/JSON; charset=utf-8")).toBe("json");
    expect(bodyKind("application/x-www-form-urlencoded")).toBe("form");
    for (const other of [undefined, "", "text/plain", "multipart/form-data; boundary=x"]) {
      expect(bodyKind(other)).toBeUndefined();
    }
  });
});

describe("requestRefusal", () => {
  const json = "application/json";

  it("passes JSON up to 32 KB, declared or not, and requests without a body", () => {
    expect(requestRefusal({ method: "POST", contentType: json })).toBeUndefined();
    expect(
      requestRefusal({ method: "POST", contentType: json, contentLength: String(MAX_BODY_BYTES) }),
    ).toBe(undefined);
    expect(
      requestRefusal({ method: "POST", contentType: `${json}; charset="UTF-8"` }),
    ).toBeUndefined();
    expect(
      requestRefusal({ method: "POST", contentType: json, contentEncoding: "identity" }),
    ).toBeUndefined();
    expect(requestRefusal({ method: "POST" })).toBeUndefined();
    expect(
      requestRefusal({ method: "POST", contentType: "text/plain", contentLength: "0" }),
    ).toBeUndefined();
  });

  it("refuses JSON declared over 32 KB with 413", () => {
    expect(
      requestRefusal({
        method: "POST",
        contentType: json,
        contentLength: String(MAX_BODY_BYTES + 1),
      }),
    ).toEqual({ status: 413, outcome: "too_large", message: REQUEST_MESSAGES.tooLarge });
  });

  it.each([
    ["multipart", { contentType: "multipart/form-data; boundary=x", contentLength: "104857600" }],
    [
      "multipart sent in chunks",
      { contentType: "multipart/form-data", transferEncoding: "chunked" },
    ],
    ["a body without a type", { contentLength: "10" }],
    ["plain text", { contentType: "text/plain", contentLength: "10" }],
    ["a bogus charset", { contentType: `${json}; charset=bogus` }],
    ["Latin-1", { contentType: `${json}; charset=iso-8859-1` }],
    ["an unknown Content-Encoding", { contentType: json, contentEncoding: "bogus" }],
    ["gzip", { contentType: json, contentEncoding: "gzip" }],
  ])("refuses %s with 415", (_label, headers) => {
    expect(requestRefusal({ method: "POST", ...headers })).toEqual({
      status: 415,
      outcome: "unsupported_media_type",
      message: REQUEST_MESSAGES.unsupportedContentType,
    });
  });

  it("never refuses a browser's form post, whatever its size: it is answered unread", () => {
    expect(
      requestRefusal({
        method: "POST",
        contentType: "application/x-www-form-urlencoded; charset=windows-1252",
        contentLength: "10000000",
      }),
    ).toBeUndefined();
  });

  it.each([
    ["PUT", { contentType: "multipart/form-data; boundary=x", contentLength: "104857600" }],
    ["DELETE", { contentType: "text/plain", contentLength: "10" }],
    ["GET", { contentType: "multipart/form-data", transferEncoding: "chunked" }],
    ["PATCH", { contentType: "application/json", contentLength: "100000" }],
    ["PUT", { contentType: "application/json", contentEncoding: "gzip" }],
    ["GET", {}],
  ])("refuses %s with 405 before judging its body (%j)", (method, headers) => {
    expect(requestRefusal({ method, ...headers })).toEqual({
      status: 405,
      outcome: "method_not_allowed",
      message: REQUEST_MESSAGES.methodNotAllowed,
      headers: { Allow: "POST" },
    });
  });

  it("takes POST in any case, as the handler does", () => {
    expect(requestRefusal({ method: "post", contentType: json })).toBeUndefined();
  });

  it("says what the contact schema says", () => {
    for (const [key, message] of Object.entries(REQUEST_MESSAGES)) {
      expect(CONTACT_MESSAGES[key as keyof typeof REQUEST_MESSAGES]).toBe(message);
    }
  });
});

describe("declaredLength", () => {
  it("reads a whole number of bytes and nothing else", () => {
    expect(declaredLength(" 42 ")).toBe(42);
    expect(declaredLength("4e3")).toBeUndefined();
    expect(declaredLength("-1")).toBeUndefined();
    expect(declaredLength(undefined)).toBeUndefined();
  });
});
