import { middle, type RouteResult, type TargetCheck } from "./results";

export interface BenchReport {
  measuredAt: string;
  runsPerRoute: number;
  chromium: string;
  lighthouse: string;
  builds: { coldMs: number | null; warmMs: number | null; baselineMs: number | null };
  publicBytes: number;
  baseline: RouteResult;
  routes: Array<RouteResult & { targets: TargetCheck[] }>;
  durationMs: number;
}

const seconds = (value: number | null) =>
  value === null ? "not built" : `${(value / 1000).toFixed(1)} s`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : "-");

function worst(
  routes: BenchReport["routes"],
  pick: (r: RouteResult) => number,
  higherIsWorse: boolean,
): RouteResult | undefined {
  return [...routes].sort((a, b) => (higherIsWorse ? pick(b) - pick(a) : pick(a) - pick(b)))[0];
}

/** Lowest, median and highest CPU benchmark index over the pages' medians and the baseline's. */
export function machineSpeed(report: BenchReport): { min: number; median: number; max: number } {
  const values = [report.baseline, ...report.routes]
    .map((r) => r.median.benchmarkIndex)
    .filter((value) => value > 0)
    .sort((a, b) => a - b);
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  return {
    min: values[0],
    median: middle(values),
    max: values[values.length - 1],
  };
}

/** bench/RESULTS.md: the summary a maintainer reads, then one row per page. */
export function renderResultsMarkdown(report: BenchReport): string {
  const base = report.baseline.median;
  const lines: string[] = [];
  lines.push("# Performance benchmark", "");
  lines.push(
    `Measured ${report.measuredAt} with Lighthouse ${report.lighthouse} (mobile preset, simulated throttling) in ${report.chromium}, ${report.runsPerRoute} run(s) per page, the median of each measure; \`gatsby serve\` on loopback. Regenerate with \`npm run bench\`.`,
    "",
  );
  const missed = report.routes.flatMap((r) =>
    r.targets
      .filter((t) => !t.met)
      .map((t) => `${r.route}: ${t.name} ${t.value} (target ${t.target})`),
  );
  lines.push("## Summary", "");
  lines.push(
    missed.length === 0
      ? `Every target met on all ${report.routes.length} pages.`
      : `${missed.length} target(s) missed:\n\n${missed.map((m) => `- ${m}`).join("\n")}`,
    "",
  );
  const worstPerf = worst(report.routes, (r) => r.median.performance, false);
  const worstLcp = worst(report.routes, (r) => r.median.lcpMs, true);
  const worstTbt = worst(report.routes, (r) => r.median.tbtMs, true);
  const worstCls = worst(report.routes, (r) => r.median.cls, true);
  const home = report.routes.find((r) => r.route === "/");
  lines.push("| measure | value |", "|---|---|");
  if (worstPerf)
    lines.push(
      `| worst performance | ${worstPerf.median.performance.toFixed(2)} (${worstPerf.route}) |`,
    );
  if (worstLcp)
    lines.push(`| worst LCP | ${Math.round(worstLcp.median.lcpMs)} ms (${worstLcp.route}) |`);
  if (worstTbt)
    lines.push(`| worst TBT | ${Math.round(worstTbt.median.tbtMs)} ms (${worstTbt.route}) |`);
  if (worstCls) lines.push(`| worst CLS | ${worstCls.median.cls.toFixed(3)} (${worstCls.route}) |`);
  if (home) {
    const h = home.median;
    lines.push(
      `| home median | performance ${h.performance.toFixed(2)}, LCP ${Math.round(h.lcpMs)} ms, TBT ${Math.round(h.tbtMs)} ms, CLS ${h.cls.toFixed(3)}, JS ${kib(h.scriptBytes)} KiB |`,
    );
  }
  lines.push(
    `| bare Gatsby page | performance ${base.performance.toFixed(2)}, LCP ${Math.round(base.lcpMs)} ms, TBT ${Math.round(base.tbtMs)} ms, JS ${kib(base.scriptBytes)} KiB |`,
    `| builds | cold ${seconds(report.builds.coldMs)}, warm ${seconds(report.builds.warmMs)}, baseline ${seconds(report.builds.baselineMs)} |`,
    `| public/ | ${(report.publicBytes / 1024 / 1024).toFixed(1)} MiB |`,
  );
  const speed = machineSpeed(report);
  if (speed.median > 0)
    lines.push(
      `| machine speed | Lighthouse CPU benchmark index ${Math.round(speed.median)} (${Math.round(speed.min)}-${Math.round(speed.max)}); TBT grows as it falls, so compare runs only at similar values |`,
    );
  lines.push("");
  lines.push("## Pages", "");
  lines.push(
    "| page | perf (min-max) | a11y | BP | SEO | FCP | LCP (min-max) | TBT (min-max) | CLS | JS KiB (x base) | shared JS KiB (x base) | total KiB | targets | LCP element |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of report.routes) {
    const m = r.median;
    const met = r.targets.every((t) => t.met)
      ? "met"
      : `missed: ${r.targets
          .filter((t) => !t.met)
          .map((t) => t.name)
          .join(", ")}`;
    const element = m.lcpElement.replace(/\|/g, "\\|").replace(/\s+/g, " ").slice(0, 80);
    lines.push(
      `| \`${r.route}\` | ${m.performance.toFixed(2)} (${r.range.performance.min.toFixed(2)}-${r.range.performance.max.toFixed(2)}) | ${m.accessibility.toFixed(2)} | ${m.bestPractices.toFixed(2)} | ${m.seo.toFixed(2)} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} (${Math.round(r.range.lcpMs.min)}-${Math.round(r.range.lcpMs.max)}) | ${Math.round(m.tbtMs)} (${Math.round(r.range.tbtMs.min)}-${Math.round(r.range.tbtMs.max)}) | ${m.cls.toFixed(3)} | ${kib(m.scriptBytes)} (${ratio(m.scriptBytes, base.scriptBytes)}) | ${kib(m.sharedScriptBytes)} (${ratio(m.sharedScriptBytes, base.scriptBytes)}) | ${kib(m.totalBytes)} | ${met} | \`${element}\` |`,
    );
  }
  lines.push(
    "",
    `Baseline (\`bench/baseline\`, one page, one heading, no plugins): performance ${base.performance.toFixed(2)}, FCP ${Math.round(base.fcpMs)} ms, LCP ${Math.round(base.lcpMs)} ms, TBT ${Math.round(base.tbtMs)} ms, JS ${kib(base.scriptBytes)} KiB.`,
    "",
    `The whole benchmark took ${(report.durationMs / 60000).toFixed(1)} minutes.`,
    "",
  );
  return lines.join("\n");
}
