/**
 * Preloaded into a server under measurement (never into a served site):
 *
 *   node --expose-gc --require ./bench/contact/memory-probe.cjs scripts/serve.cjs ...
 *
 * On SIGUSR2 it runs a full garbage collection and writes `process.memoryUsage()` (bytes) to the
 * file named by MEMORY_PROBE_FILE, replaced in one step, so the benchmark and the load test read
 * what the server really keeps rather than garbage not yet collected.
 */
const fs = require("node:fs");

const file = process.env.MEMORY_PROBE_FILE;
if (file && typeof global.gc === "function") {
  const collect = global.gc;
  process.on("SIGUSR2", () => {
    // Twice: objects with finalizers (sockets, timers) are freed on the second pass.
    collect();
    collect();
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    fs.renameSync(temp, file);
  });
}
