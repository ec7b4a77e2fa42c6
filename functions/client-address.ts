/**
 * Who is calling: the client's address as far as it can be trusted, and the key the rate limit
 * counts it under.
 *
 * X-Forwarded-For is a list each proxy appends to ("client, proxy1, proxy2"). Only the entries
 * appended by proxies we run can be trusted; everything to their left was written by whoever
 * sent the request. With TRUSTED_PROXY_HOPS=N the client is therefore the Nth entry from the
 * right, never the leftmost.
 */
import net from "node:net";

/** Longer values are cut: they are not addresses, and the limiter must not store big keys. */
const MAX_KEY_LENGTH = 100;

/** Eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address;
  // A dotted IPv4 tail ("::ffff:1.2.3.4") is the last two groups written differently.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 ? groups : null;
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; i += 1) {
    let length = 0;
    while (i + length < 8 && groups[i + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = i;
      bestLength = length;
    }
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else null. */
function mappedIpv4(groups: number[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
}

/**
 * One canonical text per address: port and brackets ("[::1]:443", "1.2.3.4:80") and zone
 * ("%eth0") removed, IPv6 in RFC 5952 form, IPv4-mapped IPv6 as plain IPv4. Null when the
 * value is not an IP address.
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "");
  if (net.isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  return mappedIpv4(groups) ?? formatIpv6(groups);
}

/** An address in canonical form, or what stood there, in printable ASCII and bounded. */
function normaliseOrBound(raw: string): string {
  return normaliseAddress(raw) ?? raw.replace(/[^\x21-\x7e]/g, "").slice(0, MAX_KEY_LENGTH);
}

/**
 * The client's address. `hops` is the number of proxies we run in front of the server
 * (TRUSTED_PROXY_HOPS):
 * - 0: the socket's peer address; X-Forwarded-For is ignored.
 * - N: the Nth X-Forwarded-For entry from the right, the one our outermost proxy appended.
 *   With fewer entries than N, the leftmost: every entry present was appended by a proxy we
 *   trust, and the leftmost is the nearest to the client. No entries: the socket's address.
 */
export function clientAddressFor(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string | null {
  if (hops > 0 && forwardedFor !== undefined) {
    const entries = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    if (entries.length > 0) return normaliseOrBound(entries[Math.max(0, entries.length - hops)]);
  }
  if (socketAddress === undefined || socketAddress.trim() === "") return null;
  return normaliseOrBound(socketAddress);
}

/**
 * What the rate limit counts a client under: an IPv4 address as it is; an IPv6 address by its
 * /64, because one subscriber usually gets a whole /64 and can use any address in it.
 */
export function rateLimitKey(address: string | null): string {
  if (address === null) return "unknown";
  const normalised = normaliseAddress(address);
  if (normalised === null || net.isIPv4(normalised)) return normalised ?? address;
  const groups = ipv6Groups(normalised);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(":")}::/64`
    : normalised;
}
