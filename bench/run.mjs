#!/usr/bin/env node
// Load benchmark of the Store API: starts the built API on a fresh seeded database (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), then measures with
// autocannon at 50 connections and prints requests/s, p50/p99 latency and the API's peak RSS.
//   node bench/run.mjs [--duration 10] [--connections 50] [--only pglite|postgres] [--port 9400]
import os from "node:os";
import autocannon from "autocannon";
import { benchOption, buildApi, peakRssMiB, startBenchApi } from "./bench-api.mjs";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log(`Usage: node bench/run.mjs [options]
  --duration S       seconds per route (10)
  --connections N    concurrent connections (50)
  --only KIND        pglite or postgres (both)
  --port P           port of the API under test (9400)
PostgreSQL: a scratch database is made (and dropped) on BENCH_DATABASE_URL, else
TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
BENCH_NODE_FLAGS replaces the API's V8 flags (those of npm start).`);
  process.exit(0);
}
const duration = Number(benchOption("duration", 10));
const connections = Number(benchOption("connections", 50));
const only = benchOption("only", undefined);
const port = Number(benchOption("port", 9400));
let baseUrl;

// The reads are measured with two load-generating threads: with one, autocannon (a full core
// parsing 90 kB product lists) was the bottleneck and the figure measured it, not the API. The add
// keeps one thread (its per-request setup is a function, which worker threads cannot take); the
// API is the busy one there.
const READ_WORKERS = 2;

function measure(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

async function benchDatabase(kind) {
  const api = await startBenchApi(kind, port);
  baseUrl = api.baseUrl;
  const { json, publishableKey } = api;
  try {
    const headers = { "x-publishable-api-key": publishableKey };
    const { regions } = await json("/store/regions");
    const regionId = regions[0].id;
    const { products } = await json(`/store/products?limit=100&region_id=${regionId}`, { headers });
    const variantIds = products
      .flatMap((product) => product.variants)
      .filter((variant) => variant.inventory_quantity >= 20)
      .map((variant) => variant.id);

    // One cart with a few lines for the read benchmark; a pool of carts for the writes.
    const { cart } = await json("/store/carts", {
      method: "POST",
      body: JSON.stringify({ region_id: regionId }),
      headers,
    });
    for (const variantId of variantIds.slice(0, 3)) {
      await json(`/store/carts/${cart.id}/line-items`, {
        method: "POST",
        body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
      });
    }
    const cartPool = [];
    for (let index = 0; index < 200; index += 1) {
      const created = await json("/store/carts", {
        method: "POST",
        body: JSON.stringify({ region_id: regionId }),
        headers,
      });
      cartPool.push(created.cart.id);
    }

    const results = [];
    results.push(
      await measure("GET /store/products?limit=12", {
        workers: READ_WORKERS,
        requests: [
          { method: "GET", path: `/store/products?limit=12&region_id=${regionId}`, headers },
        ],
      }),
    );
    results.push(
      await measure("GET /store/carts/{id}", {
        workers: READ_WORKERS,
        requests: [{ method: "GET", path: `/store/carts/${cart.id}` }],
      }),
    );
    let counter = 0;
    results.push(
      await measure("POST /store/carts/{id}/line-items", {
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            setupRequest(request) {
              counter += 1;
              const cartId = cartPool[counter % cartPool.length];
              const variantId =
                variantIds[Math.floor(counter / cartPool.length) % variantIds.length];
              return {
                ...request,
                path: `/store/carts/${cartId}/line-items`,
                body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
              };
            },
          },
        ],
      }),
    );
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
  console.log("route                                  req/s     p50 ms   p99 ms   non-2xx  errors");
  for (const result of results) {
    console.log(
      `${result.title.padEnd(38)} ${result.requestsPerSecond.toFixed(0).padStart(6)} ${String(result.p50).padStart(9)} ${String(result.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)}`,
    );
  }
  console.log(`API peak RSS: ${peakRss.toFixed(0)} MiB`);
}
