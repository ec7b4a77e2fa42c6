import { bestPracticesOnline, type BestPracticesLhr } from "./offline-errors";

const recaptcha = {
  source: "network",
  description: "Failed to load resource: net::ERR_NAME_NOT_RESOLVED",
  sourceLocation: { url: "https://www.google.com/recaptcha/api.js?render=explicit" },
};

function lhr(items: Array<Record<string, unknown>>, others: Record<string, number> = {}) {
  const audits: BestPracticesLhr["audits"] = {
    "errors-in-console": { score: items.length > 0 ? 0 : 1, details: { items } },
    "is-on-https": { score: 1 },
  };
  for (const [id, score] of Object.entries(others)) audits[id] = { score };
  const refs = [
    { id: "errors-in-console", weight: 1 },
    { id: "is-on-https", weight: 5 },
    { id: "deprecations", weight: 0 },
    ...Object.keys(others).map((id) => ({ id, weight: 1 })),
  ];
  const weights = refs.reduce((t, r) => t + r.weight, 0);
  const score =
    refs.reduce((t, r) => t + r.weight * (audits[r.id]?.score ?? 0), 0) / Math.max(weights, 1);
  return {
    finalDisplayedUrl: "http://127.0.0.1:9000/contact",
    categories: { "best-practices": { score: Math.round(score * 100) / 100, auditRefs: refs } },
    audits,
  } satisfies BestPracticesLhr;
}

describe("bestPracticesOnline", () => {
  it("scores a page whose only failure is an off-site host this machine cannot reach as if it answered", () => {
    expect(bestPracticesOnline(lhr([recaptcha]))).toEqual({
      score: 1,
      unreachable: "https://www.google.com/recaptcha/api.js",
    });
  });

  it("counts only those errors out: another failure still costs the page", () => {
    const twoFailures = lhr([recaptcha], { "image-aspect-ratio": 0 });
    expect(twoFailures.categories["best-practices"].score).toBe(0.71);
    expect(bestPracticesOnline(twoFailures).score).toBe(0.86);
  });

  it("keeps the measured score when the console has any other error", () => {
    const ownScript = {
      ...recaptcha,
      sourceLocation: { url: "http://127.0.0.1:9000/app.js" },
    };
    expect(bestPracticesOnline(lhr([recaptcha, ownScript])).unreachable).toBe("");
    const thrown = { source: "exception", description: "TypeError: x is undefined" };
    expect(bestPracticesOnline(lhr([thrown])).score).toBe(0.83);
  });

  it("changes nothing on a clean page", () => {
    expect(bestPracticesOnline(lhr([]))).toEqual({ score: 1, unreachable: "" });
  });
});
