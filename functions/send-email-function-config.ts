/**
 * Body parsing of the Gatsby Function for POST /api/send-email (re-exported as `config` by
 * src/api/send-email.ts): none. Gatsby runs its JSON, text, form and raw parsers before the
 * Function, each answering what it cannot parse (a malformed or oversized body, a charset it
 * does not know, a Content-Encoding it cannot undo) with its own HTML error page. Each parser
 * runs only for the media type in its `type`; none is ever sent, so none runs and the Function
 * reads the body itself (at most 32 KB, functions/request-body.ts), answering every refusal
 * with the handler's JSON.
 *
 * Gatsby's multipart parser (multer) runs before the Function whatever this says, and reads a
 * multipart body whole into memory: only what stands in front of the Function can refuse it
 * unread (scripts/serve/limits.ts on the own server, the edge function on Netlify).
 */
const NEVER = "application/x-northbridge-never-parsed";

export const config = {
  bodyParser: {
    json: { type: NEVER, limit: "1b" },
    text: { type: NEVER, limit: "1b" },
    urlencoded: { type: NEVER, limit: "1b", extended: false },
    raw: { type: NEVER, limit: "1b" },
  },
};
