/**
 * Decap's local server (decap-server, as `npm run cms` starts it) over a throw-away copy of
 * content/ in a temporary git repository, on a free loopback port: the CMS's end-to-end test
 * edits that copy, never the repository's own files.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { closedPort, makeTempDir, removeDir } from "./temp";

export interface CmsServer {
  /** The temporary repository: its content/ is what the CMS reads and writes. */
  repo: string;
  /** The server's API, e.g. http://127.0.0.1:41234/api/v1. */
  url: string;
  stop: () => Promise<void>;
}

const root = path.join(__dirname, "..");

export async function startCmsServer(): Promise<CmsServer> {
  const repo = await makeTempDir("cms-content-");
  fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@localhost", ...args], {
      cwd: repo,
      stdio: "ignore",
    });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "Content before the CMS test");
  const port = await closedPort();
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules", "decap-server", "dist", "index.js")],
    {
      env: {
        ...process.env,
        GIT_REPO_DIRECTORY: repo,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        MODE: "fs",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  // Never left running after the test process, even one that stops early.
  const killServer = () => server.kill("SIGTERM");
  process.once("exit", killServer);
  const url = `http://127.0.0.1:${port}/api/v1`;
  const started = Date.now();
  for (;;) {
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 15_000) {
      killServer();
      throw new Error("decap-server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    repo,
    url,
    stop: async () => {
      process.off("exit", killServer);
      killServer();
      await removeDir(repo);
    },
  };
}
