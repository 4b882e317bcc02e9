#!/usr/bin/env node
// Checkout benchmark (issue 3): shoppers run the whole checkout path against the built API —
// create a cart, add a line, give an email and address, choose shipping, start payment, choose
// "manual" and complete — and it prints completed orders per second, the latency of a whole
// checkout (p50/p99), and the API's peak RSS, on PGlite and PostgreSQL.
//   node bench/checkout.mjs [--duration 20] [--shoppers 20] [--only pglite|postgres] [--port 9450]
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import {
  backendTicks,
  benchOption,
  buildApi,
  cpuTicks,
  peakRssMiB,
  postgresUrl,
  startBenchApi,
} from "./bench-api.mjs";
import { checkoutLoad } from "./store-load.mjs";

if (process.argv.includes("--help")) {
  console.log(`Usage: node bench/checkout.mjs [options]
  --duration S      seconds of shopping per database (20)
  --shoppers N      shoppers checking out at the same time (20)
  --only KIND       pglite or postgres (both)
  --port P          port of the API under test (9450)`);
  process.exit(0);
}
const duration = Number(benchOption("duration", 20));
const shoppers = Number(benchOption("shoppers", 20));
const only = benchOption("only", undefined);
const port = Number(benchOption("port", 9450));

/** The machine's busy and total CPU time so far, from /proc/stat, in ticks. */
function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: total - idle, total };
}

/**
 * CPU time so far, in ms: the API's main thread, its other threads (V8's garbage collection and
 * compilation, libuv's pool) and, on PostgreSQL, the backends serving its database.
 */
async function cpuSplit(api, admin) {
  const all = cpuTicks(api.pid) * 10;
  const main = cpuTicks(api.pid, api.pid) * 10;
  const postgres = admin ? (await backendTicks(admin, api.databaseName)) * 10 : 0;
  return { main, threads: all - main, postgres };
}

async function benchDatabase(kind) {
  const api = await startBenchApi(kind, port, { API_WORKERS: "1" });
  const admin = kind === "postgres" ? new pg.Client({ connectionString: postgresUrl }) : undefined;
  await admin?.connect();
  try {
    const before = await cpuSplit(api, admin);
    const machineBefore = machineTicks();
    const result = await checkoutLoad(api, { duration, shoppers });
    const machineAfter = machineTicks();
    const after = await cpuSplit(api, admin);
    const perOrder = (field) => (after[field] - before[field]) / Math.max(1, result.orders);
    return {
      ...result,
      peakRss: peakRssMiB(api.pid),
      apiMainMs: perOrder("main"),
      apiThreadsMs: perOrder("threads"),
      postgresMs: perOrder("postgres"),
      busy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
    };
  } finally {
    await admin?.end();
    await api.stop();
  }
}

if (!process.argv.includes("--no-build")) buildApi();
console.log(
  `Checkout benchmark: ${shoppers} shoppers, ${duration} s per database, ${os.cpus().length} cores`,
);
console.log("database   orders  orders/s  p50 ms  p99 ms  failed  API peak RSS");
for (const kind of only ? [only] : ["pglite", "postgres"]) {
  const result = await benchDatabase(kind);
  console.log(
    `${kind.padEnd(10)} ${String(result.orders).padStart(6)} ${result.ordersPerSecond.toFixed(1).padStart(9)} ${result.p50.toFixed(0).padStart(7)} ${result.p99.toFixed(0).padStart(7)} ${String(result.failures).padStart(7)}  ${result.peakRss.toFixed(0)} MiB`,
  );
  console.log(
    `  CPU per order: API ${(result.apiMainMs + result.apiThreadsMs).toFixed(2)} ms (main thread ${result.apiMainMs.toFixed(2)}, other threads ${result.apiThreadsMs.toFixed(2)}), PostgreSQL ${result.postgresMs.toFixed(2)} ms, load generator ${result.generatorMs.toFixed(2)} ms; machine ${(result.busy * 100).toFixed(0)}% busy`,
  );
  if (result.firstFailure) console.log(`  first failure: ${result.firstFailure}`);
}
