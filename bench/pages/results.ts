import { FIRST_ROUND_TRIP_BYTES } from "../../scripts/html-size/first-round-trip";

/** One Lighthouse run of one page, reduced to what the benchmark reports. */
export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Best practices had the off-site hosts this machine cannot reach answered (offline-errors.ts). */
  bestPracticesOnline: number;
  /** Those hosts' addresses, "" when none. */
  unreachable: string;
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
  /** The page's HTML as check:html-size counts it: compressed body and HTTP/2 headers. */
  htmlBytes: number;
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
  /** Why a figure below its target is not the page's but this machine's (met is then true). */
  unmeasurable?: string;
}

/** The middle value (the lower middle one for an even count). */
export function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Each measure's median over the runs, as the targets are stated; the LCP element is that of
 * the run whose LCP is the median. Not one whole run chosen by its score: scores tie at 1.00.
 */
export function medianSample(samples: readonly LighthouseSample[]): LighthouseSample {
  if (samples.length === 0) throw new Error("no Lighthouse runs to summarise");
  const median = (key: Exclude<keyof LighthouseSample, "lcpElement" | "unreachable">) =>
    middle(samples.map((sample) => sample[key]));
  const lcpMs = median("lcpMs");
  return {
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    bestPracticesOnline: median("bestPracticesOnline"),
    unreachable: samples.find((sample) => sample.unreachable !== "")?.unreachable ?? "",
    seo: median("seo"),
    fcpMs: median("fcpMs"),
    lcpMs,
    tbtMs: median("tbtMs"),
    cls: median("cls"),
    lcpElement: samples.find((sample) => sample.lcpMs === lcpMs)?.lcpElement ?? "",
    scriptBytes: median("scriptBytes"),
    sharedScriptBytes: median("sharedScriptBytes"),
    totalBytes: median("totalBytes"),
    htmlBytes: median("htmlBytes"),
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

/**
 * A page measured beside the bare Gatsby page: each of its runs was followed by a run of the
 * bare page, so both saw the same machine.
 */
export interface PagePair {
  route: string;
  site: RouteResult;
  bare: RouteResult;
}

/** Performance no lower than the bare page's; TBT at most this many times the bare page's. */
export const TBT_RATIO_LIMIT = 1.5;
/**
 * Lighthouse counts only what a task runs beyond 50 ms, so on a quiet machine the bare page's
 * TBT is often 0 and any ratio to it is infinite. The limit is taken from at least this much.
 */
export const TBT_RATIO_FLOOR_MS = 50;
export const LCP_LIMIT_MS = 1000;
/** Largest shift Lighthouse may report and still be 0.000 on the report. */
export const CLS_LIMIT = 0.0005;
export const HOME_SCRIPT_BUDGET_BYTES = 150 * 1024;
/** What every page loads may be at most this many times the bare page's JavaScript. */
export const SHARED_SCRIPT_RATIO = 1.6;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export const tbtLimitMs = (bareTbtMs: number): number =>
  TBT_RATIO_LIMIT * Math.max(bareTbtMs, TBT_RATIO_FLOOR_MS);

/** A page's targets, each set against the bare page measured beside it where it is a ratio. */
export function targetsFor(result: RouteResult, bare: RouteResult): TargetCheck[] {
  const m = result.median;
  const b = bare.median;
  const checks: TargetCheck[] = [
    {
      name: "performance",
      target: `>= bare page (${b.performance.toFixed(2)})`,
      value: m.performance.toFixed(2),
      met: m.performance >= b.performance,
    },
    {
      name: "LCP",
      target: `<= ${LCP_LIMIT_MS} ms`,
      value: ms(m.lcpMs),
      met: m.lcpMs <= LCP_LIMIT_MS,
    },
    {
      name: "TBT",
      target: `<= ${TBT_RATIO_LIMIT}x bare page (${ms(tbtLimitMs(b.tbtMs))})`,
      value: ms(m.tbtMs),
      met: m.tbtMs <= tbtLimitMs(b.tbtMs),
    },
    { name: "CLS", target: "0", value: m.cls.toFixed(3), met: m.cls < CLS_LIMIT },
    {
      name: "HTML",
      target: `<= ${kib(FIRST_ROUND_TRIP_BYTES)}`,
      value: kib(m.htmlBytes),
      met: m.htmlBytes <= FIRST_ROUND_TRIP_BYTES,
    },
    ...(["accessibility", "bestPractices", "seo"] as const).map((key) => ({
      name: key,
      target: "= 1.00",
      value: m[key].toFixed(2),
      met: m[key] >= 1,
    })),
  ];
  // A best-practices score lowered only by hosts this machine cannot reach is not the page's.
  const practices = checks.find((check) => check.name === "bestPractices");
  if (practices && !practices.met && m.bestPracticesOnline >= 1 && m.unreachable !== "") {
    practices.met = true;
    practices.unmeasurable = `${m.bestPractices.toFixed(2)} only for ${m.unreachable}, which this machine cannot reach (1.00 without it)`;
  }
  const sharedLimit = b.scriptBytes * SHARED_SCRIPT_RATIO;
  checks.push({
    name: "shared JS",
    target: `<= ${SHARED_SCRIPT_RATIO}x bare page (${kib(sharedLimit)})`,
    value: kib(m.sharedScriptBytes),
    met: m.sharedScriptBytes <= sharedLimit,
  });
  if (result.route === "/") {
    checks.push({
      name: "home JS",
      target: `<= ${kib(HOME_SCRIPT_BUDGET_BYTES)}`,
      value: kib(m.scriptBytes),
      met: m.scriptBytes <= HOME_SCRIPT_BUDGET_BYTES,
    });
  }
  return checks;
}
