/**
 * npm run cms: the content editor on this machine. Starts the local backend the admin page
 * looks for on loopback (local-server.ts beside this file: Decap's file-system backend confined
 * to content/, answering only the admin page of `gatsby develop`), beside `gatsby develop`, which
 * serves the site and the editor at http://localhost:8000/admin. What an editor publishes there
 * is written into content/ at once, as a person editing the JSON would; `git status` shows it,
 * and it is committed as any other change. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { LOCAL_CMS_SERVER } from "../../../src/lib/admin-page";
import { startLocalCmsServer } from "./local-server";

const root = path.join(__dirname, "..", "..", "..");
/** Where `npm run develop` serves the admin page (its own port, by either loopback name). */
const DEVELOP_PORT = 8000;
const ADMIN_ORIGINS = [`http://localhost:${DEVELOP_PORT}`, `http://127.0.0.1:${DEVELOP_PORT}`];

let develop: ChildProcess | undefined;

/** `gatsby develop` runs in its own process group, so a stop reaches what it starts too. */
function stop(signal: NodeJS.Signals): void {
  if (develop?.pid === undefined) return;
  try {
    process.kill(-develop.pid, signal);
  } catch {
    // The group has gone already.
  }
}

async function main(): Promise<void> {
  const server = await startLocalCmsServer({
    root,
    port: Number(new URL(LOCAL_CMS_SERVER).port),
    adminOrigins: ADMIN_ORIGINS,
  });
  console.log(`Local CMS server on ${LOCAL_CMS_SERVER}, editing ${path.join(root, "content")}`);
  develop = spawn("npm", ["run", "develop"], { cwd: root, stdio: "inherit", detached: true });
  develop.on("exit", (code) => {
    server.close();
    process.exitCode = code ?? 1;
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  stop("SIGTERM");
  process.exit(1);
});
