import type { InteractionResult } from "./interactions";
import { INTERACTION_LIMIT_MS, CPU_SLOWDOWN } from "./interactions";
import { middle, type PagePair, type Range, type TargetCheck } from "./results";

export type CheckedPair = PagePair & { targets: TargetCheck[] };

export interface BenchReport {
  measuredAt: string;
  runsPerRoute: number;
  /** `chromium --version` of the browser that ran every measure of this report. */
  chromium: string;
  lighthouse: string;
  builds: { coldMs: number | null; warmMs: number | null; baselineMs: number | null };
  publicBytes: number;
  /** The host while it measured: cores and the 1-minute load average at each Lighthouse run. */
  machine: { cpus: number; loadAverage: Range & { median: number } };
  pages: CheckedPair[];
  /** The grown copy's blog pages, when measured. */
  grown: { articles: number; services: number; pages: CheckedPair[] } | null;
  interactions: InteractionResult[] | null;
  durationMs: number;
}

const seconds = (value: number | null) =>
  value === null ? "not built" : `${(value / 1000).toFixed(1)} s`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}x` : "-");
const round = (value: number) => String(Math.round(value));

/** Lowest, median and highest CPU benchmark index over every run's median, bare page's too. */
export function machineSpeed(report: BenchReport): { min: number; median: number; max: number } {
  const pairs = [...report.pages, ...(report.grown?.pages ?? [])];
  const values = pairs
    .flatMap((pair) => [pair.site.median.benchmarkIndex, pair.bare.median.benchmarkIndex])
    .filter((value) => value > 0)
    .sort((a, b) => a - b);
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  return { min: values[0], median: middle(values), max: values[values.length - 1] };
}

function missedTargets(pairs: readonly CheckedPair[]): string[] {
  return pairs.flatMap((pair) =>
    pair.targets
      .filter((t) => !t.met)
      .map((t) => `${pair.route}: ${t.name} ${t.value} (target ${t.target})`),
  );
}

/** One table row per page, each measure beside the bare page's from the same runs. */
export function pairRows(pairs: readonly CheckedPair[]): string[] {
  const lines = [
    "| page | perf (bare) | LCP ms (bare) | TBT ms (bare, x) | CLS | FCP ms (bare) | JS KiB (bare, x) | HTML KiB (bare) | a11y / BP / SEO | targets | LCP element |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { route, site, bare, targets } of pairs) {
    const m = site.median;
    const b = bare.median;
    const missed = targets.filter((t) => !t.met).map((t) => t.name);
    const element = m.lcpElement.replace(/\|/g, "\\|").replace(/\s+/g, " ").slice(0, 70);
    const tbtRatio = b.tbtMs > 0 ? `, ${ratio(m.tbtMs, b.tbtMs)}` : "";
    lines.push(
      [
        `\`${route}\``,
        `${m.performance.toFixed(2)} (${site.range.performance.min.toFixed(2)}-${site.range.performance.max.toFixed(2)}) (${b.performance.toFixed(2)})`,
        `${round(m.lcpMs)} (${round(site.range.lcpMs.min)}-${round(site.range.lcpMs.max)}) (${round(b.lcpMs)})`,
        `${round(m.tbtMs)} (${round(site.range.tbtMs.min)}-${round(site.range.tbtMs.max)}) (${round(b.tbtMs)}${tbtRatio})`,
        m.cls.toFixed(3),
        `${round(m.fcpMs)} (${round(b.fcpMs)})`,
        `${kib(m.scriptBytes)} (${kib(b.scriptBytes)}, ${ratio(m.scriptBytes, b.scriptBytes)})`,
        `${kib(m.htmlBytes)} (${kib(b.htmlBytes)})`,
        `${m.accessibility.toFixed(2)} / ${m.bestPractices.toFixed(2)} / ${m.seo.toFixed(2)}`,
        missed.length === 0 ? "met" : `missed: ${missed.join(", ")}`,
        `\`${element}\``,
      ].join(" | "),
    );
  }
  return lines.map((line) => (line.startsWith("|") ? line : `| ${line} |`));
}

function interactionRows(results: readonly InteractionResult[]): string[] {
  return [
    "| interaction | page | median ms (min-max) | slowest event | target |",
    "|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | \`${r.route}\` | ${round(r.medianMs)} (${round(r.minMs)}-${round(r.maxMs)}) | ${r.worstEvent} | ${r.met ? "met" : "missed"} |`,
    ),
  ];
}

/** bench/RESULTS.md: the browser and machine, what was missed, then one row per page. */
export function renderResultsMarkdown(report: BenchReport): string {
  const lines: string[] = ["# Performance benchmark", ""];
  lines.push(
    `Measured ${report.measuredAt} in **${report.chromium}** with Lighthouse ${report.lighthouse} (mobile preset, simulated throttling), ${report.runsPerRoute} run(s) per page, each followed by a run of the bare Gatsby page (\`bench/baseline\`), so every page is set beside the bare page measured with it; medians, with the range of the runs. Served by the own server (\`scripts/serve.cjs\`) on loopback, both with their files compressed at build. Regenerate with \`npm run bench\`.`,
    "",
  );
  const load = report.machine.loadAverage;
  const speed = machineSpeed(report);
  lines.push(
    `Machine: ${report.machine.cpus} cores, 1-minute load average ${load.median.toFixed(1)} (${load.min.toFixed(1)}-${load.max.toFixed(1)}) during the runs, Lighthouse CPU benchmark index ${round(speed.median)} (${round(speed.min)}-${round(speed.max)}). TBT moves with both: compare figures only with the bare page's beside them.`,
    "",
  );
  const missed = [
    ...missedTargets(report.pages),
    ...missedTargets(report.grown?.pages ?? []),
    ...(report.interactions ?? [])
      .filter((r) => !r.met)
      .map((r) => `${r.name}: ${round(r.medianMs)} ms (target <= ${INTERACTION_LIMIT_MS} ms)`),
  ];
  lines.push("## Summary", "");
  lines.push(
    missed.length === 0
      ? "Every target met."
      : `${missed.length} target(s) missed:\n\n${missed.map((m) => `- ${m}`).join("\n")}`,
    "",
  );
  const unmeasurable = [...report.pages, ...(report.grown?.pages ?? [])].flatMap((pair) =>
    pair.targets
      .filter((t) => t.unmeasurable)
      .map((t) => `- ${pair.route}: ${t.name} ${t.unmeasurable}`),
  );
  if (unmeasurable.length > 0) {
    lines.push("Counted as met, as this machine cannot measure them:", "", ...unmeasurable, "");
  }
  lines.push(
    `Targets: performance no lower than the bare page's; TBT at most 1.5x the bare page's (taken as at least 50 ms); LCP at most 1,000 ms; CLS 0; the HTML (compressed, with headers) within the first round trip (14 KiB); accessibility, best practices and SEO 1.00; framework, app and runtime at most 1.6x the bare page's JavaScript, the home page's at most 150 KiB; every interaction at most ${INTERACTION_LIMIT_MS} ms at ${CPU_SLOWDOWN}x CPU slowdown.`,
    "",
    `Builds: cold ${seconds(report.builds.coldMs)}, warm ${seconds(report.builds.warmMs)}, bare page ${seconds(report.builds.baselineMs)}; \`public/\` ${(report.publicBytes / 1024 / 1024).toFixed(1)} MiB. The whole benchmark took ${(report.durationMs / 60000).toFixed(1)} minutes.`,
    "",
  );
  if (report.pages.length > 0) {
    lines.push("## Pages", "", ...pairRows(report.pages), "");
  }
  if (report.grown) {
    lines.push(
      "## Grown copy",
      "",
      `A copy of the site grown to ${report.grown.articles} articles and ${report.grown.services} services (\`scripts/grown-site.ts\`), its blog pages.`,
      "",
      ...pairRows(report.grown.pages),
      "",
    );
  }
  if (report.interactions) {
    lines.push(
      "## Interactions",
      "",
      `Event Timing at ${CPU_SLOWDOWN}x CPU slowdown on a 390 px phone, each in a fresh load once the page has hydrated and its main thread is quiet; the slowest event of the interaction (a tap's pointer events and click, a key's keydown and keyup).`,
      "",
      ...interactionRows(report.interactions),
      "",
    );
  }
  return lines.join("\n");
}

/** One line per page for the terminal while the bench runs. */
export function pairLine(pair: PagePair): string {
  const m = pair.site.median;
  const b = pair.bare.median;
  return `${pair.route}: perf ${m.performance.toFixed(2)} (bare ${b.performance.toFixed(2)}), LCP ${round(m.lcpMs)} ms (bare ${round(b.lcpMs)}), TBT ${round(m.tbtMs)} ms (bare ${round(b.tbtMs)}), JS ${kib(m.scriptBytes)} KiB (bare ${kib(b.scriptBytes)}), HTML ${kib(m.htmlBytes)} KiB (bare ${kib(b.htmlBytes)})`;
}
