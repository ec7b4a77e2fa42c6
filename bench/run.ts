/**
 * npm run bench [pages|contact|search] [options]: the one entry to the benchmarks. The first
 * word picks one, pages when it is left out (so `npm run bench -- --runs 1` measures the pages);
 * the rest is that benchmark's own command line, described at the top of its main.ts.
 * `npm run bench:contact` and `npm run bench:search` are this with the word given; `--help`
 * lists the three.
 */
const BENCHMARKS = {
  pages: "Lighthouse and interactions on every page beside a bare Gatsby page (bench/pages)",
  contact: "POST /api/send-email: load, mixed calls, unfinished bodies, bursts (bench/contact)",
  search: "the search index, the first search's bytes, keystroke to results (bench/search)",
} as const;
export type Benchmark = keyof typeof BENCHMARKS;

const isBenchmark = (word: string): word is Benchmark => Object.hasOwn(BENCHMARKS, word);

/** The benchmark a command line asks for and the options it passes on; "help" for --help. */
export function chooseBenchmark(argv: readonly string[]): {
  benchmark: Benchmark | "help";
  options: string[];
} {
  const [first, ...rest] = argv;
  if (first === "--help" || first === "-h") return { benchmark: "help", options: [] };
  if (first === undefined || first.startsWith("-"))
    return { benchmark: "pages", options: [...argv] };
  if (isBenchmark(first)) return { benchmark: first, options: rest };
  throw new Error(`unknown benchmark ${first} (known: ${Object.keys(BENCHMARKS).join(", ")})`);
}

if (require.main === module) {
  try {
    const { benchmark, options } = chooseBenchmark(process.argv.slice(2));
    if (benchmark === "help") {
      console.log("npm run bench -- [benchmark] [options]\n");
      for (const [name, what] of Object.entries(BENCHMARKS))
        console.log(`  ${name.padEnd(8)} ${what}`);
    } else {
      // Each benchmark reads its options from process.argv, as when it is run on its own.
      process.argv.splice(2, Infinity, ...options);
      void import(`./${benchmark}/main`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
