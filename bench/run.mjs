#!/usr/bin/env node
// Load benchmark of the Store API: starts the built API on a fresh seeded database (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), then measures with
// autocannon at 50 connections and prints requests/s, p50/p99 latency and the API's peak RSS.
//   node bench/run.mjs [--duration 10] [--connections 50] [--only pglite|postgres] [--port 9400]
import os from "node:os";
import { benchOption, buildApi, peakRssMiB, startBenchApi } from "./bench-api.mjs";
import { printStoreLoad, storeLoad } from "./store-load.mjs";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log(`Usage: node bench/run.mjs [options]
  --duration S       seconds per route (10)
  --connections N    concurrent connections (50)
  --only KIND        pglite or postgres (both)
  --port P           port of the API under test (9400)
PostgreSQL: a scratch database is made (and dropped) on BENCH_DATABASE_URL, else
TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
BENCH_NODE_FLAGS replaces the API's V8 flags (those of npm start).
One API process (API_WORKERS=1); bench/scale.mjs compares 1 and N on PostgreSQL.`);
  process.exit(0);
}
const duration = Number(benchOption("duration", 10));
const connections = Number(benchOption("connections", 50));
const only = benchOption("only", undefined);
const port = Number(benchOption("port", 9400));

async function benchDatabase(kind) {
  const api = await startBenchApi(kind, port, { API_WORKERS: "1" });
  try {
    const results = await storeLoad(api, { duration, connections });
    return { kind, results, peakRss: peakRssMiB(api.pid) };
  } finally {
    await api.stop();
  }
}

buildApi();

const kinds = only ? [only] : ["pglite", "postgres"];
console.log(
  `Store API benchmark: ${connections} connections, ${duration} s per route, ${os.cpus().length} cores`,
);
for (const kind of kinds) {
  const { results, peakRss } = await benchDatabase(kind);
  console.log(`\n${kind}`);
  printStoreLoad(results);
  console.log(`API peak RSS: ${peakRss.toFixed(0)} MiB`);
}
