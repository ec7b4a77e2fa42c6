/**
 * What a request to the contact call (POST /api/send-email) may look like before anything reads
 * its body, judged from its method and headers alone, the method first, so a call gets the same
 * answer wherever it arrives. One rule for the places that apply it:
 * - the contact handler (functions/send-email-handler.ts), which reads the body itself;
 * - the own server (`npm run serve`, scripts/serve/limits.ts) and `gatsby develop`'s front,
 *   before anything reads the body;
 * - Netlify's edge function (netlify/edge-functions/contact-request-limits.ts), before the
 *   body reaches the Function.
 *
 * Imports nothing, and is imported with its extension by the edge function, which runs on Deno.
 */

/** Every answer of the contact call is JSON that no cache keeps and no browser sniffs. */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/** The largest body the contact call reads (an enquiry is a few KB of JSON). */
export const MAX_BODY_BYTES = 32 * 1024;

/** What a refused request is told (the contact schema lists them with every other message). */
export const REQUEST_MESSAGES = {
  methodNotAllowed: "Please send your message using the contact form.",
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  unsupportedContentType: "Your message was not sent in a format we accept. Please use the form.",
  bodyTimeout: "Your message took too long to arrive. Please check your connection and try again.",
  formNeedsScripts:
    "Our contact form needs JavaScript, so your message was not sent. Please email or call us instead.",
} as const;

/**
 * Where the contact call sends a browser that posted the form without running its scripts: a
 * page that says so and gives the email address and phone number (never in the sitemap).
 */
export const FORM_NEEDS_SCRIPTS_PATH = "/contact/no-scripts";

/**
 * The bodies the contact call takes: the form's JSON, and the form-encoded POST of a browser
 * that runs no scripts (answered with a page that says the form needs them, never read).
 */
export type BodyKind = "json" | "form";

export interface RequestRefusal {
  status: 405 | 413 | 415;
  outcome: "method_not_allowed" | "too_large" | "unsupported_media_type";
  message: string;
  /** Headers the answer must carry besides the JSON ones (405's Allow). */
  headers?: Readonly<Record<string, string>>;
}

/** What the rule reads of a request, as the server received it: its method and headers. */
export interface RequestHead {
  /** Required, so no caller forgets it; Node types a request's method as possibly undefined. */
  method: string | undefined;
  contentType?: string;
  contentLength?: string;
  contentEncoding?: string;
  transferEncoding?: string;
}

interface MediaType {
  type: string;
  charset: string | undefined;
}

function parseMediaType(value: string | undefined): MediaType | undefined {
  if (value === undefined) return undefined;
  const [type, ...parameters] = value.split(";");
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, ...rest] = parameter.split("=");
    if (name.trim().toLowerCase() === "charset") {
      charset = rest
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
    }
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** Which of the bodies the contact call takes this Content-Type announces, if any. */
export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const type = parseMediaType(contentType)?.type;
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/** The declared Content-Length in bytes, or undefined when absent or not a number. */
export function declaredLength(value: string | undefined): number | undefined {
  return value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

function hasBody({ contentLength, transferEncoding }: RequestHead): boolean {
  return (declaredLength(contentLength) ?? 0) > 0 || (transferEncoding ?? "").trim() !== "";
}

const methodNotAllowed: RequestRefusal = {
  status: 405,
  outcome: "method_not_allowed",
  message: REQUEST_MESSAGES.methodNotAllowed,
  headers: { Allow: "POST" },
};

const tooLarge: RequestRefusal = {
  status: 413,
  outcome: "too_large",
  message: REQUEST_MESSAGES.tooLarge,
};

const unsupported: RequestRefusal = {
  status: 415,
  outcome: "unsupported_media_type",
  message: REQUEST_MESSAGES.unsupportedContentType,
};

/**
 * Why a request must be refused before its body is read, or undefined. Any method but POST (in
 * any case, as the handler reads it) is refused with 405 whatever its body. Then a body that is
 * neither of the kinds above (multipart above all, which a parser would buffer whole),
 * compressed, or JSON in another charset than UTF-8 is refused with 415; JSON declared larger
 * than MAX_BODY_BYTES with 413. A POST with no body passes: the handler answers it.
 */
export function requestRefusal(request: RequestHead): RequestRefusal | undefined {
  if (request.method?.toUpperCase() !== "POST") return methodNotAllowed;
  const kind = bodyKind(request.contentType);
  if (kind === undefined) return hasBody(request) ? unsupported : undefined;
  const encoding = (request.contentEncoding ?? "").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity") return unsupported;
  // A form that runs no scripts is never read, whatever its size or charset.
  if (kind === "form") return undefined;
  const charset = parseMediaType(request.contentType)?.charset;
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return unsupported;
  const length = declaredLength(request.contentLength);
  return length !== undefined && length > MAX_BODY_BYTES ? tooLarge : undefined;
}
