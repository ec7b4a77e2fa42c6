/** How `gatsby serve` is started: by `npm run serve`, the end-to-end server and the benchmark. */
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Arguments for `node` that run `gatsby serve`, with its limits, in that process. */
export function gatsbyServeArguments({ host, port }: { host: string; port: string }): string[] {
  return [path.join(ROOT, "scripts/serve.cjs"), "--host", host, "--port", port];
}
