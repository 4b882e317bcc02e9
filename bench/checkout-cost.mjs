#!/usr/bin/env node
// Cost of each step of the checkout (issue 16), robust to other load on the machine: starts the
// built API on a scratch PostgreSQL database with bench/count-queries.mjs preloaded, then runs the
// checkout of bench/checkout.mjs one step at a time over N carts (each step for every cart, at
// bounded concurrency, before the next step) and prints, per request of each step, the API's CPU
// time (utime+stime from /proc), the statements it sent and the CPU time of its PostgreSQL
// backends, as bench/cpu-per-request.mjs does for the hot reads.
//   node bench/checkout-cost.mjs [--carts 400] [--concurrency 20] [--port 9402] [--no-build]
// BENCH_NODE_FLAGS replaces the API V8 flags; BENCH_TIME_QUERIES=1 also prints, per step, the
// average round trip of each statement.
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { address } from "./store-load.mjs";
import {
  backendTicks,
  benchOption,
  buildApi,
  cpuTicks,
  postgresUrl,
  root,
  startBenchApi,
} from "./bench-api.mjs";

const carts = Number(benchOption("carts", 400));
const concurrency = Number(benchOption("concurrency", 20));
const port = Number(benchOption("port", 9402));
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

if (!process.argv.includes("--no-build")) buildApi();

const api = await startBenchApi(
  "postgres",
  port,
  {},
  { nodeArgs: ["--import", path.join(root, "bench", "count-queries.mjs")], ipc: true },
);
const { baseUrl, publishableKey } = api;
const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
const fromApi = (message, field) =>
  new Promise((resolve) => {
    api.child.once("message", (answer) => resolve(answer[field]));
    api.child.send(message);
  });

const headers = { "content-type": "application/json", "x-publishable-api-key": publishableKey };
async function call(method, pathname, body) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Runs `step` once for each cart index, `concurrency` at a time. */
async function forEachCart(count, step) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await step(index);
      }
    }),
  );
}

const totals = { api: 0, queries: 0, pg: 0 };
async function measure(title, count, step) {
  const before = {
    api: cpuTicks(api.pid),
    queries: await fromApi("queries", "queries"),
    pg: await backendTicks(admin, api.databaseName),
  };
  await forEachCart(count, step);
  const after = {
    api: cpuTicks(api.pid),
    queries: await fromApi("queries", "queries"),
    pg: await backendTicks(admin, api.databaseName),
  };
  const cost = {
    api: (after.api - before.api) / ticksPerMs / count,
    queries: (after.queries - before.queries) / count,
    pg: (after.pg - before.pg) / ticksPerMs / count,
  };
  for (const key of Object.keys(totals)) totals[key] += cost[key];
  console.log(
    `${title.padEnd(34)} ${cost.api.toFixed(2).padStart(7)} ${cost.queries.toFixed(2).padStart(8)} ${cost.pg.toFixed(2).padStart(9)}`,
  );
  if (process.env.BENCH_TIME_QUERIES) {
    const timings = await fromApi("timings", "timings");
    for (const { label, count: n, avgMs } of timings.sort(
      (x, y) => y.count * y.avgMs - x.count * x.avgMs,
    )) {
      console.log(`    ${avgMs.toFixed(3).padStart(7)} ms × ${String(n).padStart(5)}  ${label}`);
    }
  }
}

try {
  const { regions } = await call("GET", "/store/regions");
  const region = regions.find((candidate) => candidate.currency_code === "usd") ?? regions[0];
  const { products } = await call("GET", `/store/products?limit=100&region_id=${region.id}`);
  const variantIds = products
    .flatMap((product) => product.variants)
    .filter((variant) => variant.inventory_quantity >= 5)
    .map((variant) => variant.id);

  const run = async (count, print) => {
    const ids = new Array(count);
    const options = new Array(count);
    const step = print ? measure : (_title, n, each) => forEachCart(n, each);
    await step("POST /store/carts", count, async (i) => {
      ids[i] = (await call("POST", "/store/carts", { region_id: region.id })).cart.id;
    });
    await step("POST /store/carts/{id}/line-items", count, (i) =>
      call("POST", `/store/carts/${ids[i]}/line-items`, {
        variant_id: variantIds[i % variantIds.length],
        quantity: 1,
      }),
    );
    await step("POST /store/carts/{id} (email, addr)", count, (i) =>
      call("POST", `/store/carts/${ids[i]}`, {
        email: `shopper${i}@example.com`,
        shipping_address: address,
      }),
    );
    await step("GET /store/shipping-options/{cart}", count, async (i) => {
      options[i] = (await call("GET", `/store/shipping-options/${ids[i]}`)).shipping_options;
    });
    await step("POST …/shipping-methods", count, (i) =>
      call("POST", `/store/carts/${ids[i]}/shipping-methods`, { option_id: options[i][0].id }),
    );
    await step("POST …/payment-sessions", count, (i) =>
      call("POST", `/store/carts/${ids[i]}/payment-sessions`, {}),
    );
    await step("POST …/payment-session (manual)", count, (i) =>
      call("POST", `/store/carts/${ids[i]}/payment-session`, { provider_id: "manual" }),
    );
    await step("POST …/complete", count, async (i) => {
      const completion = await call("POST", `/store/carts/${ids[i]}/complete`, {});
      if (completion.type !== "order") throw new Error(`not completed: ${completion.type}`);
    });
  };
  // Warm up: JIT, prepared statements, caches.
  await run(concurrency * 2, false);
  console.log(
    `Checkout cost per request: ${carts} carts, concurrency ${concurrency}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `${"step".padEnd(34)} ${"api ms".padStart(7)} ${"queries".padStart(8)} ${"postgres".padStart(9)}`,
  );
  await run(carts, true);
  console.log(
    `${"whole checkout".padEnd(34)} ${totals.api.toFixed(2).padStart(7)} ${totals.queries.toFixed(2).padStart(8)} ${totals.pg.toFixed(2).padStart(9)}`,
  );
} finally {
  await admin.end();
  await api.stop();
}
