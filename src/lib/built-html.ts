/**
 * React 18's streaming server renderer (which Gatsby writes pages with) can leave U+0000
 * padding in its output where a multi-byte character (©, £, –) ends a 2 KB chunk; the
 * characters themselves are intact. U+0000 is not allowed in HTML and a parser may drop or
 * replace it, so the build removes it from every page before anything else reads the page.
 */
export function withoutNullCharacters(html: string): string {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}
