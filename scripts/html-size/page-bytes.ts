/**
 * What a page's first response weighs on the wire: its headers' HTTP/2 frame and the body as
 * compressed. Pure, so the gate's arithmetic and messages are tested
 * without a server.
 */
import { FIRST_ROUND_TRIP_BYTES } from "./first-round-trip";

export interface ServedPage {
  /** The page's address ("/", "/blogs/some-article", "/404.html"). */
  route: string;
  /** Bytes of the headers as HTTP/2 sends them (http2-head-bytes.ts). */
  headerBytes: number;
  /** Bytes of the body as it came over the connection (compressed). */
  bodyBytes: number;
  /** The Content-Encoding the server chose ("gzip", "br"; "identity" when none). */
  encoding: string;
}

export const pageBytes = (page: ServedPage): number => page.headerBytes + page.bodyBytes;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const count = (bytes: number) => bytes.toLocaleString("en-GB");

/** One line per page over the limit, naming the page, its size and by how much it is over. */
export function overLimit(pages: readonly ServedPage[], limit = FIRST_ROUND_TRIP_BYTES): string[] {
  return pages
    .filter((page) => pageBytes(page) > limit)
    .sort((a, b) => pageBytes(b) - pageBytes(a))
    .map((page) => {
      const total = pageBytes(page);
      return `${page.route} is ${kib(total)} (${count(total)} bytes: ${count(page.bodyBytes)} of ${page.encoding} HTML and ${count(page.headerBytes)} of headers), ${count(total - limit)} bytes over the first round trip (${count(limit)} bytes)`;
    });
}

/**
 * The table the gate prints: every page, largest first, with what it leaves of the limit, and
 * beside it (when given) its HTML in gzip, what a client without brotli receives.
 */
export function sizeTable(
  pages: readonly ServedPage[],
  gzipBytes: ReadonlyMap<string, number> = new Map(),
  limit = FIRST_ROUND_TRIP_BYTES,
): string[] {
  const rows = [...pages]
    .sort((a, b) => pageBytes(b) - pageBytes(a))
    .map((page) => [
      page.route,
      `${count(page.bodyBytes)} ${page.encoding}`,
      count(page.headerBytes),
      count(pageBytes(page)),
      count(limit - pageBytes(page)),
      gzipBytes.has(page.route) ? count(gzipBytes.get(page.route) ?? 0) : "-",
    ]);
  const header = ["page", "HTML", "headers", "total", "left", "gzip HTML"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  return [line(header), ...rows.map(line)];
}
