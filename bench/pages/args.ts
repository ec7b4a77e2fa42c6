/** What one `npm run bench` measures. */
export const BENCH_PARTS = ["pages", "grown", "interactions"] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** Command-line options of npm run bench. */
export interface BenchOptions {
  /** Lighthouse runs per page, each beside a run of the bare page (the median is reported). */
  runs: number;
  /** Build the site (cold, then warm) and the grown copy before measuring. */
  build: boolean;
  /** Only these paths of the site; every sitemap page when absent. */
  routes: string[] | null;
  /** Only these paths of the grown copy; its blog listings and three articles when absent. */
  grownRoutes: string[] | null;
  /** The browser that runs Lighthouse and the interactions. */
  chromium: string;
  /** What to measure: the site's pages, the grown copy's blog pages, the interactions. */
  parts: BenchPart[];
}

const isPart = (value: string): value is BenchPart =>
  (BENCH_PARTS as readonly string[]).includes(value);

export function parseBenchArgs(
  argv: readonly string[],
  defaultChromium = "/usr/bin/chromium",
): BenchOptions {
  const options: BenchOptions = {
    runs: 3,
    build: true,
    routes: null,
    grownRoutes: null,
    chromium: defaultChromium,
    parts: [...BENCH_PARTS],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split("=", 2) as [string, string | undefined];
    const next = () => inline ?? argv[++i] ?? "";
    if (name === "--runs") {
      const runs = Number(next());
      if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
        throw new Error("--runs takes a whole number from 1 to 9");
      }
      options.runs = runs;
    } else if (name === "--no-build") {
      options.build = false;
    } else if (name === "--routes" || name === "--grown-routes") {
      const routes = next()
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean);
      if (routes.length === 0 || routes.some((r) => !r.startsWith("/"))) {
        throw new Error(`${name} takes a comma-separated list of paths starting with /`);
      }
      if (name === "--routes") options.routes = routes;
      else options.grownRoutes = routes;
    } else if (name === "--chromium") {
      const chromium = next();
      if (!chromium) throw new Error("--chromium takes the path of a Chromium executable");
      options.chromium = chromium;
    } else if (name === "--only") {
      const parts = next()
        .split(",")
        .map((p) => p.trim());
      if (parts.length === 0 || !parts.every(isPart)) {
        throw new Error(`--only takes a comma-separated list of: ${BENCH_PARTS.join(", ")}`);
      }
      options.parts = BENCH_PARTS.filter((part) => parts.includes(part));
    } else {
      throw new Error(
        `unknown option ${arg} (known: --runs N, --no-build, --routes /a,/b, --grown-routes /a,/b, --chromium PATH, --only ${BENCH_PARTS.join(",")})`,
      );
    }
  }
  return options;
}
