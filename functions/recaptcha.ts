/**
 * Server-side check of a reCAPTCHA v2 token against Google's siteverify endpoint (or a local
 * fake in tests, through RECAPTCHA_VERIFY_URL).
 */

export const DEFAULT_VERIFY_TIMEOUT_MS = 5_000;

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

// These codes mean our own secret is wrong, not that the visitor failed the check.
const CONFIGURATION_ERROR_CODES = new Set(["missing-input-secret", "invalid-input-secret"]);

export async function verifyRecaptchaToken(
  options: VerifyTokenOptions,
): Promise<VerificationResult> {
  const { token, secret, verifyUrl, remoteIp } = options;
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
      // Drain so the connection is released; the content is of no use.
      await response.arrayBuffer().catch(() => undefined);
      return { kind: "unavailable", reason: `http_${response.status}` };
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      if (controller.signal.aborted) return { kind: "unavailable", reason: "timeout" };
      return { kind: "unavailable", reason: "invalid_response" };
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

function interpretPayload(payload: unknown): VerificationResult {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { kind: "unavailable", reason: "invalid_response" };
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
  if (body.success !== false) return { kind: "unavailable", reason: "invalid_response" };
  if (errorCodes.length > 0 && errorCodes.every((c) => CONFIGURATION_ERROR_CODES.has(c))) {
    return { kind: "unavailable", reason: "secret_rejected" };
  }
  return { kind: "rejected", errorCodes };
}
