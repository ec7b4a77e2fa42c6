/**
 * npm run cms: the content editor on this machine. Starts Decap's local server (decap-server)
 * on loopback, which reads and writes the files of this working tree, beside `gatsby develop`,
 * which serves the site and the editor at http://localhost:8000/admin. What an editor publishes
 * there is written into content/ at once, as a person editing the JSON would; `git status`
 * shows it, and it is committed as any other change. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { LOCAL_CMS_SERVER } from "../src/lib/cms/admin-page";

const root = path.join(__dirname, "..");
const localServer = new URL(LOCAL_CMS_SERVER);

const children: ChildProcess[] = [];

/** Each command runs in its own process group, so a stop reaches the processes it starts too. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has gone already.
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on("exit", (code) => {
    // One stopped: stop the other, and leave with its code.
    for (const other of children) if (other !== child) stop(other, "SIGTERM");
    process.exitCode = code ?? 1;
  });
  children.push(child);
  return child;
}

start(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  // "fs": files are written as they are; no branch is checked out or committed for the editor.
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  PORT: localServer.port,
  BIND_HOST: "127.0.0.1",
});
start("npm", ["run", "develop"], {});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) stop(child, signal);
  });
}
