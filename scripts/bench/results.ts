/** One Lighthouse run of one page, reduced to what the benchmark reports. */
export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** Compressed bytes of all JavaScript, and of the framework + app + runtime every page loads. */
  scriptBytes: number;
  sharedScriptBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's measure of the host CPU's speed when the run started (higher is faster). The
   * simulated phone is a fixed slowdown of the host, so TBT moves with it: compare runs only at
   * similar values.
   */
  benchmarkIndex: number;
}

export interface Range {
  min: number;
  max: number;
}

export interface RouteResult {
  route: string;
  runs: number;
  /** Each measure's median over the runs. */
  median: LighthouseSample;
  range: {
    performance: Range;
    lcpMs: Range;
    tbtMs: Range;
    cls: Range;
  };
}

export interface TargetCheck {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

/** The middle value (the lower middle one for an even count). */
export function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Each measure's median over the runs, as the targets are stated; the LCP element is that of
 * the run whose LCP is the median. Taking one whole run by its performance score reported,
 * whenever the scores tied (as they do at 1.00), the TBT of whichever run happened to be second.
 */
export function medianSample(samples: readonly LighthouseSample[]): LighthouseSample {
  if (samples.length === 0) throw new Error("no Lighthouse runs to summarise");
  const median = (key: Exclude<keyof LighthouseSample, "lcpElement">) =>
    middle(samples.map((sample) => sample[key]));
  const lcpMs = median("lcpMs");
  return {
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    seo: median("seo"),
    fcpMs: median("fcpMs"),
    lcpMs,
    tbtMs: median("tbtMs"),
    cls: median("cls"),
    lcpElement: samples.find((sample) => sample.lcpMs === lcpMs)?.lcpElement ?? "",
    scriptBytes: median("scriptBytes"),
    sharedScriptBytes: median("sharedScriptBytes"),
    totalBytes: median("totalBytes"),
    benchmarkIndex: median("benchmarkIndex"),
  };
}

function range(samples: readonly LighthouseSample[], key: keyof LighthouseSample): Range {
  const values = samples.map((s) => s[key] as number);
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function summariseRoute(route: string, samples: readonly LighthouseSample[]): RouteResult {
  return {
    route,
    runs: samples.length,
    median: medianSample(samples),
    range: {
      performance: range(samples, "performance"),
      lcpMs: range(samples, "lcpMs"),
      tbtMs: range(samples, "tbtMs"),
      cls: range(samples, "cls"),
    },
  };
}

/** The home page carries the animations, so it has its own, looser limits. */
export const HOME_TARGETS = { performance: 0.95, tbtMs: 100, lcpMs: 1500 };
export const PAGE_TARGETS = { performance: 0.98, tbtMs: 50, lcpMs: 1200 };
export const CLS_TARGET = 0.01;
export const HOME_SCRIPT_BUDGET_BYTES = 150 * 1024;
/** What every page loads may be at most this many times the bare page's JavaScript. */
export const SHARED_SCRIPT_RATIO = 1.6;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function targetsFor(result: RouteResult, baseline: RouteResult): TargetCheck[] {
  const home = result.route === "/";
  const limits = home ? HOME_TARGETS : PAGE_TARGETS;
  const m = result.median;
  const checks: TargetCheck[] = [
    {
      name: "performance",
      target: `>= ${limits.performance}`,
      value: m.performance.toFixed(2),
      met: m.performance >= limits.performance,
    },
    {
      name: "LCP",
      target: `<= ${limits.lcpMs} ms`,
      value: ms(m.lcpMs),
      met: m.lcpMs <= limits.lcpMs,
    },
    {
      name: "TBT",
      target: `<= ${limits.tbtMs} ms`,
      value: ms(m.tbtMs),
      met: m.tbtMs <= limits.tbtMs,
    },
    { name: "CLS", target: `<= ${CLS_TARGET}`, value: m.cls.toFixed(3), met: m.cls <= CLS_TARGET },
    ...(["accessibility", "bestPractices", "seo"] as const).map((key) => ({
      name: key,
      target: "= 1.00",
      value: m[key].toFixed(2),
      met: m[key] >= 1,
    })),
  ];
  const sharedLimit = baseline.median.scriptBytes * SHARED_SCRIPT_RATIO;
  checks.push({
    name: "shared JS",
    target: `<= ${SHARED_SCRIPT_RATIO}x baseline (${kib(sharedLimit)})`,
    value: kib(m.sharedScriptBytes),
    met: m.sharedScriptBytes <= sharedLimit,
  });
  if (home) {
    checks.push({
      name: "home JS",
      target: `<= ${kib(HOME_SCRIPT_BUDGET_BYTES)}`,
      value: kib(m.scriptBytes),
      met: m.scriptBytes <= HOME_SCRIPT_BUDGET_BYTES,
    });
  }
  return checks;
}
