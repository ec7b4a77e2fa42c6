import type { IncomingMessage } from "node:http";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { functionRequestRefusal } from "./limits";

const request = (method: string, url: string, headers: Record<string, string>) =>
  ({ method, url, headers }) as unknown as IncomingMessage;

describe("functionRequestRefusal", () => {
  const multipart = {
    "content-type": "multipart/form-data; boundary=x",
    "content-length": "104857600",
  };

  it("refuses a method other than POST before looking at the body, on every Function path", () => {
    for (const method of ["PUT", "GET", "DELETE", "PATCH"]) {
      for (const url of ["/api/send-email", "/API/send-email", "/Api/send%2Demail?x=1"]) {
        expect(functionRequestRefusal(request(method, url, multipart))).toMatchObject({
          status: 405,
          message: CONTACT_MESSAGES.methodNotAllowed,
        });
      }
    }
  });

  it("refuses a multipart body from its headers, and JSON declared over 32 KB", () => {
    expect(functionRequestRefusal(request("POST", "/api/send-email", multipart))).toMatchObject({
      status: 415,
      message: CONTACT_MESSAGES.unsupportedContentType,
    });
    expect(
      functionRequestRefusal(
        request("POST", "/api/send-email", {
          "content-type": "application/json",
          "content-length": String(33 * 1024),
        }),
      ),
    ).toMatchObject({ status: 413 });
  });

  it("passes the form's JSON, and leaves pages alone", () => {
    const json = { "content-type": "application/json", "content-length": "2" };
    expect(functionRequestRefusal(request("POST", "/api/send-email", json))).toBeUndefined();
    expect(functionRequestRefusal(request("POST", "/contact", multipart))).toBeUndefined();
  });
});
