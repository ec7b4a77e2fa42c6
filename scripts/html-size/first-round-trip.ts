/**
 * What fits in the first round trip of a new connection: TCP's initial window is ten segments
 * of about 1,460 bytes (14,600 bytes); 14 KiB leaves the rest for TLS and HTTP/2 framing. A
 * page's HTML, compressed as served and with its response headers, within this arrives whole
 * before the browser's first acknowledgement, so its first paint waits for one round trip
 * fewer than a page just over it.
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;
