import { MAX_TOKEN_LENGTH, verifyRecaptchaToken, type VerifyTokenOptions } from "./recaptcha";

type FetchArgs = Parameters<typeof fetch>;

function fakeFetch(respond: (...args: FetchArgs) => Promise<Response>) {
  const calls: FetchArgs[] = [];
  const impl = ((...args: FetchArgs) => {
    calls.push(args);
    return respond(...args);
  }) as typeof fetch;
  return { impl, calls };
}

const base = (fetchImpl: typeof fetch): VerifyTokenOptions => ({
  token: "tok",
  secret: "sec ret&",
  verifyUrl: "https://verify.test/siteverify",
  remoteIp: "203.0.113.7",
  timeoutMs: 100,
  fetchImpl,
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("verifyRecaptchaToken", () => {
  it("posts secret, response and remoteip form-encoded", async () => {
    const { impl, calls } = fakeFetch(() => json({ success: true, hostname: "example.co.uk" }));
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "verified",
      hostname: "example.co.uk",
    });
    const [url, init] = calls[0];
    expect(url).toBe("https://verify.test/siteverify");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: "sec ret&",
      response: "tok",
      remoteip: "203.0.113.7",
    });
  });

  it("reports a refused token with its error codes", async () => {
    const { impl } = fakeFetch(() =>
      json({ success: false, "error-codes": ["timeout-or-duplicate"] }),
    );
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "rejected",
      errorCodes: ["timeout-or-duplicate"],
    });
  });

  it("refuses when the service says our secret is wrong: the log names the code", async () => {
    const { impl } = fakeFetch(() =>
      json({ success: false, "error-codes": ["invalid-input-secret"] }),
    );
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "rejected",
      errorCodes: ["invalid-input-secret"],
    });
  });

  it.each([
    ["a 502", () => json({ success: true }, 502), "http_502"],
    ["a 500", () => Promise.resolve(new Response("oops", { status: 500 })), "http_500"],
    ["a network error", () => Promise.reject(new TypeError("fetch failed")), "network_error"],
  ])("is unavailable (an outage) on %s", async (_label, respond, reason) => {
    const { impl } = fakeFetch(respond);
    expect(await verifyRecaptchaToken(base(impl))).toEqual({ kind: "unavailable", reason });
  });

  // A client can make the service answer 4xx (a huge token: 413 or 414; a flood: 429).
  it.each([400, 403, 413, 414, 429])("refuses on a %i from the service", async (status) => {
    const { impl } = fakeFetch(() => json({ success: true }, status));
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "rejected",
      errorCodes: [`http_${status}`],
    });
  });

  it.each([
    ["garbage", () => Promise.resolve(new Response("<html>"))],
    ["a JSON array", () => json([true])],
    ["a success that is not boolean", () => json({ success: "yes" })],
  ])("refuses an answer that is no clear yes: %s", async (_label, respond) => {
    const { impl } = fakeFetch(respond);
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "rejected",
      errorCodes: ["invalid_response"],
    });
  });

  it("refuses a token longer than Google's, without calling the service", async () => {
    const { impl, calls } = fakeFetch(() => json({ success: true }));
    const token = "t".repeat(MAX_TOKEN_LENGTH + 1);
    expect(await verifyRecaptchaToken({ ...base(impl), token })).toEqual({
      kind: "rejected",
      errorCodes: ["token-too-long"],
    });
    expect(calls).toHaveLength(0);
    const longest = "t".repeat(MAX_TOKEN_LENGTH);
    expect(await verifyRecaptchaToken({ ...base(impl), token: longest })).toMatchObject({
      kind: "verified",
    });
  });

  it("gives up after the timeout", async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    const started = Date.now();
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "unavailable",
      reason: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("reads at most 64 KB of the answer: a bigger one is refused", async () => {
    const padded = JSON.stringify({ success: true, hostname: "x", pad: "p".repeat(70 * 1024) });
    const { impl } = fakeFetch(() => Promise.resolve(new Response(padded)));
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "rejected",
      errorCodes: ["oversized_response"],
    });
  });

  it("stops reading a huge answer once it passes 64 KB", async () => {
    let pulled = 0;
    // 8 MB of spaces, handed over 16 KB at a time.
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 512) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const { impl } = fakeFetch(() => Promise.resolve(new Response(huge)));
    expect(await verifyRecaptchaToken({ ...base(impl), timeoutMs: 2_000 })).toEqual({
      kind: "rejected",
      errorCodes: ["oversized_response"],
    });
    expect(pulled).toBeLessThan(10);
  });

  it("accepts an answer just under the cap", async () => {
    const body = JSON.stringify({ success: true, hostname: "example.co.uk" });
    const { impl } = fakeFetch(() =>
      Promise.resolve(new Response(body.padEnd(64 * 1024 - 1, " "))),
    );
    expect(await verifyRecaptchaToken(base(impl))).toEqual({
      kind: "verified",
      hostname: "example.co.uk",
    });
  });
});
