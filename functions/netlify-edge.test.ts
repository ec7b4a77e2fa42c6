/**
 * Netlify's edge function in front of the contact call (netlify/edge-functions/), run here with
 * Node's own Request and Response: it refuses what the Function would refuse from the headers,
 * and lets everything else through untouched.
 */
import contactRequestLimits from "../netlify/edge-functions/contact-request-limits";
import { CONTACT_MESSAGES } from "../src/lib/contact/schema";

const post = (headers: Record<string, string>) =>
  new Request("https://www.example.co.uk/api/send-email", { method: "POST", headers });

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

  it("lets the form's JSON and a browser's form post through to the Function", () => {
    expect(contactRequestLimits(post({ "content-type": "application/json" }))).toBeUndefined();
    expect(
      contactRequestLimits(post({ "content-type": "application/x-www-form-urlencoded" })),
    ).toBeUndefined();
  });
});
