#!/usr/bin/env node
// Issue 16's benchmark: the API on PostgreSQL with 1 and with N processes (API_WORKERS), each on a
// fresh seeded scratch database, under the same loads: the product list, a cart read and
// add-to-cart (50 connections; autocannon for the reads, bench/http-load.mjs for the adds), then
// whole checkouts (20 shoppers). Prints requests/s and p50/p99 per route, orders/s and p50/p99 of a
// whole checkout, and the peak RSS of every process (the primary, which only forks and watches, and
// each worker).
//   node bench/scale.mjs [--workers 1,2] [--duration 10] [--connections 50] [--shoppers 20]
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { benchOption, buildApi, peakRssMiB, startBenchApi } from "./bench-api.mjs";
import { checkoutLoad, printStoreLoad, storeLoad } from "./store-load.mjs";

if (process.argv.includes("--help")) {
  console.log(`Usage: node bench/scale.mjs [options]
  --workers LIST     API process counts to compare (1,<cores>)
  --duration S       seconds per route and of checkouts (10)
  --connections N    connections for the product list, cart read and add (50)
  --shoppers N       shoppers checking out at the same time (20)
  --add-rate N       then add-to-cart at N requests/s in all, for its latency (1000; 0: skip)
  --port P           port of the API under test (9420)
  --no-build         use the API as built
PostgreSQL: a scratch database is made (and dropped) on BENCH_DATABASE_URL, else
TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.`);
  process.exit(0);
}
const cores = os.cpus().length;
const workerCounts = benchOption("workers", `1,${cores}`).split(",").map(Number);
const duration = Number(benchOption("duration", 10));
const connections = Number(benchOption("connections", 50));
const shoppers = Number(benchOption("shoppers", 20));
const port = Number(benchOption("port", 9420));
// Issue 16's add target: 1,000/s with p99 under 50 ms.
const addRate = Number(benchOption("add-rate", 1000)) || undefined;

/** The processes whose parent is `pid` (the cluster's workers). */
function childPids(pid) {
  const children = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses; the parent id follows the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone
    }
  }
  return children;
}

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
}

async function benchWorkers(workers) {
  const api = await startBenchApi("postgres", port, { API_WORKERS: String(workers) });
  try {
    const loadBefore = loadAverage();
    const store = await storeLoad(api, { duration, connections, addRate });
    const checkout = await checkoutLoad(api, { duration, shoppers });
    const workerPids = childPids(api.pid);
    return {
      workers,
      loadBefore,
      loadAfter: loadAverage(),
      store,
      checkout,
      primaryRss: peakRssMiB(api.pid),
      workerRss: workerPids.map((pid) => peakRssMiB(pid)),
    };
  } finally {
    await api.stop();
  }
}

if (!process.argv.includes("--no-build")) buildApi();
console.log(
  `Scale benchmark (PostgreSQL): ${cores} cores, ${connections} connections, ${shoppers} shoppers, ${duration} s per phase`,
);
for (const workers of workerCounts) {
  const result = await benchWorkers(workers);
  console.log(
    `\n${workers} API process${workers === 1 ? "" : "es"} (load average before ${result.loadBefore}, after ${result.loadAfter})`,
  );
  printStoreLoad(result.store);
  const { checkout } = result;
  console.log(
    `checkout (${shoppers} shoppers)              ${checkout.ordersPerSecond.toFixed(1).padStart(6)} orders/s  p50 ${checkout.p50.toFixed(0)} ms  p99 ${checkout.p99.toFixed(0)} ms  ${checkout.orders} orders, ${checkout.failures} failed${checkout.firstFailure ? ` (${checkout.firstFailure})` : ""}`,
  );
  const workerRss = result.workerRss.map((value) => `${value.toFixed(0)} MiB`).join(", ");
  console.log(
    workerRss
      ? `peak RSS: primary ${result.primaryRss.toFixed(0)} MiB; workers ${workerRss}`
      : `peak RSS: ${result.primaryRss.toFixed(0)} MiB (one process)`,
  );
}
