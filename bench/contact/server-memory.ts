/**
 * The memory of a server started with the memory probe (memory-probe.cjs): asks it for a full
 * garbage collection and reads what it then holds.
 */
import fs from "node:fs";
import path from "node:path";

const MiB = 1024 * 1024;

/** What the server holds after a full collection, in MiB. */
export interface ServerMemory {
  /** Resident set: everything the process holds from the system. */
  rssMiB: number;
  /** Live JavaScript objects. */
  heapUsedMiB: number;
  /** Memory held outside the JS heap by JS objects (buffers). */
  externalMiB: number;
}

/** Node flags and environment that load the probe into a server process. */
export function memoryProbeLaunch(probeFile: string): {
  nodeArgs: string[];
  env: NodeJS.ProcessEnv;
} {
  return {
    nodeArgs: ["--expose-gc", "--require", path.join(__dirname, "memory-probe.cjs")],
    env: { MEMORY_PROBE_FILE: probeFile },
  };
}

const round = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

/**
 * Signals the server to collect garbage and resolves with its memory once the probe has written
 * it (polling every 50 ms, at most `timeoutMs`).
 */
export async function readServerMemory(
  pid: number,
  probeFile: string,
  timeoutMs = 30_000,
): Promise<ServerMemory> {
  const asked = Date.now();
  process.kill(pid, "SIGUSR2");
  const deadline = asked + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const usage = JSON.parse(fs.readFileSync(probeFile, "utf8")) as NodeJS.MemoryUsage & {
        at: number;
      };
      if (usage.at >= asked) {
        return {
          rssMiB: round(usage.rss),
          heapUsedMiB: round(usage.heapUsed),
          externalMiB: round(usage.external),
        };
      }
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server (pid ${pid}) did not report its memory: is it still running?`);
}
