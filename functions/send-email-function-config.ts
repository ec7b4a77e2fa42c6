/**
 * Body parsing of the Gatsby Function for POST /api/send-email (re-exported as `config` by
 * src/api/send-email.ts).
 *
 * Gatsby parses a request body before the Function runs. Its JSON parser answers a malformed
 * body itself, with an HTML page (and, outside NODE_ENV=production, the parser's stack trace),
 * so the contact call could not answer `{ errors: [...] }`. Its text parser reads JSON bodies
 * as they came and never fails on their content: the adapter parses them and hands anything
 * unreadable to the handler, which answers 400 with its own message. Over 100 KB, Gatsby still
 * answers 413 itself; the handler refuses anything over 32 KB anyway.
 */
export const config = {
  bodyParser: {
    text: { type: "application/json", limit: "100kb" },
  },
};
