/** How the own server is started: by `npm run serve`, the end-to-end server and the benchmarks. */
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Arguments for `node` that run the own server on the build in the working directory. */
export function siteServerArguments({ host, port }: { host: string; port: string }): string[] {
  return [path.join(ROOT, "scripts/serve.cjs"), "--host", host, "--port", port];
}
