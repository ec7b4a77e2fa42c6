/** Command-line options of npm run bench. */
export interface BenchOptions {
  /** Lighthouse runs per page (the median is reported). */
  runs: number;
  /** Build the site (cold, then warm) before measuring. */
  build: boolean;
  /** Only these paths; every sitemap page when absent. */
  routes: string[] | null;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 3, build: true, routes: null };
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
    } else if (name === "--routes") {
      const routes = next()
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean);
      if (routes.length === 0 || routes.some((r) => !r.startsWith("/"))) {
        throw new Error("--routes takes a comma-separated list of paths starting with /");
      }
      options.routes = routes;
    } else {
      throw new Error(`unknown option ${arg} (known: --runs N, --no-build, --routes /a,/b)`);
    }
  }
  return options;
}
