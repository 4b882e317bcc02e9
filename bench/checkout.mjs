#!/usr/bin/env node
// Checkout benchmark (issue 3): shoppers run the whole checkout path against the built API —
// create a cart, add a line, give an email and address, choose shipping, start payment, choose
// "manual" and complete — and it prints completed orders per second, the latency of a whole
// checkout (p50/p99), and the API's peak RSS, on PGlite and PostgreSQL.
//   node bench/checkout.mjs [--duration 20] [--shoppers 20] [--only pglite|postgres] [--port 9450]
import os from "node:os";
import { benchOption, buildApi, peakRssMiB, startBenchApi } from "./bench-api.mjs";
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

async function benchDatabase(kind) {
  const api = await startBenchApi(kind, port, { API_WORKERS: "1" });
  try {
    const result = await checkoutLoad(api, { duration, shoppers });
    return { ...result, peakRss: peakRssMiB(api.pid) };
  } finally {
    await api.stop();
  }
}

buildApi();
console.log(
  `Checkout benchmark: ${shoppers} shoppers, ${duration} s per database, ${os.cpus().length} cores`,
);
console.log("database   orders  orders/s  p50 ms  p99 ms  failed  API peak RSS");
for (const kind of only ? [only] : ["pglite", "postgres"]) {
  const result = await benchDatabase(kind);
  console.log(
    `${kind.padEnd(10)} ${String(result.orders).padStart(6)} ${result.ordersPerSecond.toFixed(1).padStart(9)} ${result.p50.toFixed(0).padStart(7)} ${result.p99.toFixed(0).padStart(7)} ${String(result.failures).padStart(7)}  ${result.peakRss.toFixed(0)} MiB`,
  );
}
