/**
 * This machine reaches the package registries and nothing else, so a page that loads a script
 * from another host (the contact form's reCAPTCHA) logs "Failed to load resource:
 * net::ERR_NAME_NOT_RESOLVED", and Lighthouse's best-practices audit "errors-in-console" fails
 * on it. The benchmark reports such a score beside what it would be without those errors,
 * naming the addresses; a console with any other error keeps the score as measured.
 */

/** The parts of a Lighthouse result this reads. */
export interface BestPracticesLhr {
  finalDisplayedUrl?: string;
  categories: Record<
    string,
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }
  >;
  audits: Record<
    string,
    { score?: number | null; details?: { items?: Array<Record<string, unknown>> } }
  >;
}

/** Chrome's errors for a host that cannot be looked up or reached from this machine. */
const UNREACHABLE = /net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE)\b/;

export interface BestPracticesOnline {
  /** The category's score with "errors-in-console" passed, if its errors are all unreachable hosts. */
  score: number;
  /** The off-site addresses that could not be reached ("" when none, or when others failed too). */
  unreachable: string;
}

const addressOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
};

export function bestPracticesOnline(lhr: BestPracticesLhr): BestPracticesOnline {
  const category = lhr.categories["best-practices"];
  const measured = category?.score ?? 0;
  const console = lhr.audits["errors-in-console"];
  const items = console?.details?.items ?? [];
  const origin = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).origin : null;
  const urls = items.map((item) => {
    const location = item.sourceLocation as { url?: unknown } | undefined;
    const url = typeof location?.url === "string" ? location.url : "";
    const offSite = url !== "" && origin !== null && new URL(url).origin !== origin;
    return offSite && item.source === "network" && UNREACHABLE.test(String(item.description))
      ? url
      : null;
  });
  if ((console?.score ?? 1) >= 1 || urls.length === 0 || urls.includes(null)) {
    return { score: measured, unreachable: "" };
  }
  // The category's score is its audits' weighted mean; count "errors-in-console" as passed.
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const scoreOf = (id: string) => (id === "errors-in-console" ? 1 : (lhr.audits[id]?.score ?? 0));
  const weights = refs.reduce((total, ref) => total + ref.weight, 0);
  const online =
    weights > 0
      ? refs.reduce((total, ref) => total + ref.weight * scoreOf(ref.id), 0) / weights
      : measured;
  return {
    score: Math.round(online * 100) / 100,
    // Each address once, without its query.
    unreachable: [...new Set(urls.map((url) => addressOf(String(url))))].join(" "),
  };
}
