/**
 * Server-side check of a reCAPTCHA v2 token against Google's siteverify endpoint (or a local
 * fake in tests, through RECAPTCHA_VERIFY_URL).
 *
 * The check fails closed for anything a client's request can cause: only a network error, a
 * timeout or a 5xx answer means the service is down ("unavailable"). Every other answer that is
 * not a clear yes is a refusal: a 4xx (a client can make the service answer 400, 413, 414 or
 * 429 with a crafted token), an answer that cannot be read, or a JSON "no", whatever its codes.
 */

export const DEFAULT_VERIFY_TIMEOUT_MS = 5_000;
/** A real answer is a few hundred bytes; anything near this is not the verifier speaking. */
export const MAX_VERIFY_RESPONSE_BYTES = 64 * 1024;
/**
 * Google's tokens are a few KB at most; a longer one was not made by its widget, and is refused
 * before the service is called (a huge token is how a client makes it answer 413 or 414).
 */
export const MAX_TOKEN_LENGTH = 8 * 1024;

export type VerificationResult =
  | { kind: "verified"; hostname: string | undefined }
  | { kind: "rejected"; errorCodes: string[] }
  | { kind: "unavailable"; reason: string };

export interface VerifyTokenOptions {
  token: string;
  secret: string;
  verifyUrl: string;
  remoteIp?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export async function verifyRecaptchaToken(
  options: VerifyTokenOptions,
): Promise<VerificationResult> {
  const { token, secret, verifyUrl, remoteIp } = options;
  if (token.length > MAX_TOKEN_LENGTH) return { kind: "rejected", errorCodes: ["token-too-long"] };
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      signal: controller.signal,
    });
    if (!response.ok) {
      // Released unread: the content is of no use, and could be of any size.
      await response.body?.cancel().catch(() => undefined);
      const code = `http_${response.status}`;
      return response.status >= 500
        ? { kind: "unavailable", reason: code }
        : { kind: "rejected", errorCodes: [code] };
    }
    let text: string | undefined;
    try {
      text = await readTextUpTo(response, MAX_VERIFY_RESPONSE_BYTES);
    } catch {
      return {
        kind: "unavailable",
        reason: controller.signal.aborted ? "timeout" : "network_error",
      };
    }
    if (text === undefined) return { kind: "rejected", errorCodes: ["oversized_response"] };
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return { kind: "rejected", errorCodes: ["invalid_response"] };
    }
    return interpretPayload(payload);
  } catch {
    return {
      kind: "unavailable",
      reason: controller.signal.aborted ? "timeout" : "network_error",
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body as text, or undefined as soon as it passes `maxBytes` (the rest is never read, so
 * a hostile or broken endpoint cannot make us buffer megabytes).
 */
export async function readTextUpTo(
  response: Response,
  maxBytes: number,
): Promise<string | undefined> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A clear yes, or a refusal: an answer that is not one is no proof of a human. */
function interpretPayload(payload: unknown): VerificationResult {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { kind: "rejected", errorCodes: ["invalid_response"] };
  }
  const body = payload as Record<string, unknown>;
  const rawCodes = body["error-codes"];
  const errorCodes = Array.isArray(rawCodes)
    ? rawCodes.filter((c): c is string => typeof c === "string")
    : [];
  if (body.success === true) {
    return {
      kind: "verified",
      hostname: typeof body.hostname === "string" ? body.hostname : undefined,
    };
  }
  if (body.success !== false) return { kind: "rejected", errorCodes: ["invalid_response"] };
  // "invalid-input-secret" too: a wrong secret refuses every enquiry, and the log says why.
  return { kind: "rejected", errorCodes };
}
