/**
 * Deleting Google Analytics' own cookies when consent is withdrawn. Google's tag writes `_ga`
 * and `_ga_<id>` on the highest domain it may use (for www.example.co.uk: .example.co.uk), so
 * each name is expired on the host itself and on every parent domain. Browsers ignore an
 * expiry aimed at a public suffix such as co.uk, so no list of suffixes is needed.
 */

/** Names of the analytics cookies in a `document.cookie` string (`_ga`, `_ga_<id>`, `_gid`...). */
export function analyticsCookieNames(cookieHeader: string): string[] {
  const names = new Set<string>();
  for (const part of cookieHeader.split(";")) {
    const name = part.split("=")[0].trim();
    if (name.startsWith("_ga") || name === "_gid") names.add(name);
  }
  return [...names];
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":");
}

/** The host's parent domains a cookie may have been set on, longest first (no bare top level). */
export function cookieDomainsFor(hostname: string): string[] {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!host || isIpAddress(host)) return [];
  const labels = host.split(".").filter(Boolean);
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join("."));
  return domains;
}

/** `document.cookie` assignments that expire each named cookie on the host and its parents. */
export function expiredCookieAssignments(names: readonly string[], hostname: string): string[] {
  const expire = "Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  return names.flatMap((name) => [
    `${name}=; ${expire}`,
    ...cookieDomainsFor(hostname).map((domain) => `${name}=; ${expire}; Domain=${domain}`),
  ]);
}

/** Expires every analytics cookie the document can see. */
export function deleteAnalyticsCookies(doc: Document = document): void {
  const names = analyticsCookieNames(doc.cookie);
  const hostname = doc.location?.hostname ?? "";
  for (const assignment of expiredCookieAssignments(names, hostname)) doc.cookie = assignment;
}
