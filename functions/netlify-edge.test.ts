/**
 * Netlify's edge function in front of the contact call (netlify/edge-functions/), run here with
 * Node's own Request and Response: it refuses what the Function would refuse from the headers,
 * lets everything else through untouched, and is declared for every path that reaches the
 * Function.
 */
import contactRequestLimits, { config } from "../netlify/edge-functions/contact-request-limits";
import { edgePathsCover, netlifyFunctionPaths } from "../plugins/site-build/deploy/deploy-output";
import { CONTACT_MESSAGES } from "../src/lib/contact/schema";

const post = (headers: Record<string, string>) =>
  new Request("https://www.example.co.uk/api/send-email", { method: "POST", headers });
const sent = (method: string, headers: Record<string, string>) =>
  new Request("https://www.example.co.uk/api/send-email", { method, headers });

describe("the contact-request-limits edge function", () => {
  it("refuses a 100 MiB multipart body from its headers, as JSON", async () => {
    const answer = contactRequestLimits(
      post({ "content-type": "multipart/form-data; boundary=x", "content-length": "104857600" }),
    );
    expect(answer?.status).toBe(415);
    expect(answer?.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await answer?.json()).toEqual({ errors: [CONTACT_MESSAGES.unsupportedContentType] });
  });

  it("refuses JSON declared over 32 KB, and compressed JSON", () => {
    const big = { "content-type": "application/json", "content-length": "4194304" };
    expect(contactRequestLimits(post(big))?.status).toBe(413);
    const gzip = { "content-type": "application/json", "content-encoding": "gzip" };
    expect(contactRequestLimits(post(gzip))?.status).toBe(415);
  });

  it.each([
    ["PUT", "multipart/form-data; boundary=x"],
    ["DELETE", "text/plain"],
    ["GET", "multipart/form-data; boundary=x"],
    ["PUT", "text/plain"],
  ])("answers %s with a %s body 405, as the Function would", async (method, type) => {
    const answer = contactRequestLimits(
      sent(method, { "content-type": type, "content-length": "104857600" }),
    );
    expect(answer?.status).toBe(405);
    expect(answer?.headers.get("allow")).toBe("POST");
    expect(answer?.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await answer?.json()).toEqual({ errors: [CONTACT_MESSAGES.methodNotAllowed] });
  });

  it("lets the form's JSON and a browser's form post through to the Function", () => {
    expect(contactRequestLimits(post({ "content-type": "application/json" }))).toBeUndefined();
    expect(
      contactRequestLimits(post({ "content-type": "application/x-www-form-urlencoded" })),
    ).toBeUndefined();
  });
});

describe("the paths the edge function is declared for", () => {
  it("cover every path on which Netlify reaches the contact Function", () => {
    // The Function's name is Gatsby's functionId for src/api/send-email.ts (check:deploy reads
    // the built one from Gatsby's manifest).
    const reaching = netlifyFunctionPaths("send-email", "send-email-js");
    expect(reaching).toEqual(
      expect.arrayContaining([
        "/api/send-email",
        "/api/send-email/",
        "/.netlify/functions/send-email-js",
        "/.netlify/functions/send-email-js/anything",
      ]),
    );
    for (const requestPath of reaching) {
      expect([requestPath, edgePathsCover(config.path, requestPath)]).toEqual([requestPath, true]);
    }
  });

  it("leave the pages and the scheduled functions alone", () => {
    for (const requestPath of [
      "/",
      "/contact",
      "/api/send-emails",
      "/.netlify/functions/leads-retry",
      "/.netlify/functions/send-email-jsx",
    ]) {
      expect([requestPath, edgePathsCover(config.path, requestPath)]).toEqual([requestPath, false]);
    }
  });
});
