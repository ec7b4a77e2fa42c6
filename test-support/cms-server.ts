/**
 * The local backend of `npm run cms` (plugins/site-cms/local-server/local-server.ts: Decap's
 * file-system backend confined to content/) over a throw-away copy of content/ in a temporary git repository, on a
 * free loopback port, answering the admin page at `adminOrigin`: the CMS's end-to-end test edits
 * that copy, never the repository's own files.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startLocalCmsServer } from "../plugins/site-cms/local-server/local-server";
import { closedPort, makeTempDir, removeDir } from "./temp";

export interface CmsServer {
  /** The temporary repository: its content/ is what the CMS reads and writes. */
  repo: string;
  /** The server's API, e.g. http://127.0.0.1:41234/api/v1. */
  url: string;
  stop: () => Promise<void>;
}

const root = path.join(__dirname, "..");

export async function startCmsServer(adminOrigin: string): Promise<CmsServer> {
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
  const server = await startLocalCmsServer({ root: repo, port, adminOrigins: [adminOrigin] });
  return {
    repo,
    url: `http://127.0.0.1:${port}/api/v1`,
    stop: async () => {
      // The admin page keeps a connection open (it polls); close it with the server.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await removeDir(repo);
    },
  };
}
