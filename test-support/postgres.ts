/**
 * A real, throw-away PostgreSQL server for tests: a fresh cluster in a temporary folder,
 * listening on 127.0.0.1 at a free port (its unix socket in the same folder), trust
 * authentication, no fsync (unless `durable`, for benchmarks). Deleted again by `close()`.
 *
 * PostgreSQL refuses to run as root, so under root (this machine, CI containers) the cluster
 * belongs to the `postgres` user and its programs run through `runuser`.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { promises as fs } from "node:fs";
import path from "node:path";
import { Client, type QueryResult, type QueryResultRow } from "pg";
import { closedPort, makeTempDir, removeDir } from "./temp";

export interface TestPostgres {
  port: number;
  /** Connection URL of a database on this server (default: "postgres"). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its URL. */
  createDatabase(): Promise<string>;
  /** Runs one statement as the superuser on the "postgres" database. */
  query<R extends QueryResultRow = QueryResultRow>(
    sql: string,
    values?: unknown[],
  ): Promise<QueryResult<R>>;
  /** Stops the server at once (as a crash would); the data stays for `start()`. */
  stop(): Promise<void>;
  /** Starts the stopped server again on the same port. */
  start(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  close(): Promise<void>;
}

/** initdb, pg_ctl and postgres: `pg_config --bindir`, else the newest /usr/lib/postgresql. */
export function findPostgresBinDir(): string {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // No pg_config on the PATH: look where Debian puts the servers.
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, "bin")));
  }
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
  );
  if (found === undefined) {
    throw new Error(
      "PostgreSQL is not installed: no initdb/pg_ctl via `pg_config --bindir` or in " +
        "/usr/lib/postgresql/*/bin. Install the server (Debian: apt-get install postgresql; " +
        ".ci/run does this) or set PG_BINDIR.",
    );
  }
  return found;
}

interface Runner {
  run(program: string, args: string[]): Promise<string>;
  runSync(program: string, args: string[]): void;
  /** Hands a folder to the user the server runs as. */
  own(dir: string): Promise<void>;
}

function run(label: string, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "utf8", timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${label} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

function runnerFor(binDir: string): Runner {
  const bin = (program: string) => path.join(binDir, program);
  if (process.getuid?.() !== 0) {
    return {
      run: (program, args) => run(program, bin(program), args),
      runSync: (program, args) => void spawnSync(bin(program), args, { stdio: "ignore" }),
      own: async () => undefined,
    };
  }
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  } catch {
    throw new Error(
      "Running as root, and PostgreSQL refuses root: there is no `postgres` user to run it as. " +
        "Install Debian's postgresql package (it creates the user) or run the tests as a normal user.",
    );
  }
  return {
    run: (program, args) =>
      run(program, "runuser", ["-u", "postgres", "--", bin(program), ...args]),
    runSync: (program, args) =>
      void spawnSync("runuser", ["-u", "postgres", "--", bin(program), ...args], {
        stdio: "ignore",
      }),
    own: (dir) => fs.chown(dir, uid, gid),
  };
}

export interface StartPostgresOptions {
  /**
   * Keep PostgreSQL's crash safety (fsync, full page writes), so a benchmark measures what a
   * real server pays for each commit. Tests leave it off: their data is thrown away.
   */
  durable?: boolean;
}

export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const runner = runnerFor(findPostgresBinDir());
  const root = await makeTempDir("pg-test-");
  await runner.own(root);
  const dataDir = path.join(root, "data");
  const socketDir = root;
  const logFile = path.join(root, "server.log");
  await runner.run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
    "--no-instructions",
  ]);

  let port = 0;
  const startServer = () =>
    runner.run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "30",
      "-o",
      [
        `-p ${port}`,
        `-k ${socketDir}`,
        "-c listen_addresses=127.0.0.1",
        // Durability is pointless for a database deleted after the test run.
        ...(options.durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
        "-c shared_buffers=16MB",
        "-c max_connections=50",
      ].join(" "),
      "start",
    ]);
  const stopArgs = ["-D", dataDir, "-m", "immediate", "-w", "stop"];
  const stopSync = () => runner.runSync("pg_ctl", stopArgs);

  // A free port can be taken between the probe and the start: try a few.
  for (let attempt = 1; ; attempt += 1) {
    port = await closedPort();
    try {
      await startServer();
      break;
    } catch (error) {
      const log = await fs.readFile(logFile, "utf8").catch(() => "");
      if (attempt >= 3 || !/address already in use/i.test(log)) {
        await removeDir(root);
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      }
    }
  }
  // If the test process dies without `close()`, do not leave a server running.
  process.once("exit", stopSync);

  const url = (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  async function query<R extends QueryResultRow = QueryResultRow>(
    sql: string,
    values: unknown[] = [],
  ): Promise<QueryResult<R>> {
    const client = new Client({ connectionString: url() });
    await client.connect();
    try {
      return await client.query<R>(sql, values);
    } finally {
      await client.end();
    }
  }
  let databases = 0;
  let running = true;

  return {
    port,
    url,
    query,
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      await query(`CREATE DATABASE ${name}`);
      return url(name);
    },
    async stop() {
      if (!running) return;
      await runner.run("pg_ctl", stopArgs);
      running = false;
    },
    async start() {
      if (running) return;
      await startServer();
      running = true;
    },
    async close() {
      process.removeListener("exit", stopSync);
      if (running) await runner.run("pg_ctl", stopArgs).catch(() => undefined);
      running = false;
      await removeDir(root);
    },
  };
}
