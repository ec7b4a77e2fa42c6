/**
 * A partner's logo: an uploaded PNG, WebP or SVG picture. An SVG is a document that can hold
 * scripts, event handlers and references to other sites, and anyone who opens the file's
 * address runs them on the site's own origin, so the check refuses such an SVG rather than
 * rewriting it: a partner programme's mark must be shown as the programme drew it (its brand
 * rules forbid altering it), and the editor learns which file to ask for again. An SVG exported
 * by a design tool has none of these.
 */

/** Under the home page's partner band while it shows a logo: the logos are their owners'. */
export const TRADEMARK_NOTE = "All logos and trademarks belong to their owners";

/** The picture types a logo may be, by file extension. */
export const PARTNER_LOGO_TYPES = ["png", "webp", "svg"] as const;

/** Why a logo's file name is refused, or null. */
export function partnerLogoTypeProblem(file: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return extension && (PARTNER_LOGO_TYPES as readonly string[]).includes(extension)
    ? null
    : `${JSON.stringify(file)} must be a PNG, WebP or SVG picture (.png, .webp or .svg)`;
}

const UNSAFE_SVG: ReadonlyArray<[RegExp, string]> = [
  [/<script\b/i, "a script"],
  [/\son[a-z]+\s*=/i, "an event handler (an on… attribute)"],
  [/<foreignObject\b/i, "embedded HTML (foreignObject)"],
  [/<!(?:DOCTYPE|ENTITY)\b/i, "a DOCTYPE or entity declaration"],
  [/\bjavascript:/i, "a javascript: address"],
  [/\b(?:xlink:)?href\s*=\s*["']\s*(?!#)[^"']/i, "a link or reference to another file or site"],
  [/url\(\s*["']?\s*(?!#)[^)\s]/i, "a url() reference to another file or site"],
  [/@import\b/i, "an @import of another style sheet"],
];

/** What an SVG logo holds that the site refuses to publish, in an editor's words; [] when safe. */
export function unsafeSvgParts(svg: string): string[] {
  return UNSAFE_SVG.filter(([pattern]) => pattern.test(svg)).map(([, what]) => what);
}
