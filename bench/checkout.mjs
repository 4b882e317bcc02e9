#!/usr/bin/env node
// Checkout benchmark (issue 3): shoppers run the whole checkout path against the built API —
// create a cart, add a line, give an email and address, choose shipping, start payment, choose
// "manual" and complete — and it prints completed orders per second, the latency of a whole
// checkout (p50/p99), and the API's peak RSS, on PGlite and PostgreSQL.
//   node bench/checkout.mjs [--duration 20] [--shoppers 20] [--only pglite|postgres] [--port 9450]
import os from "node:os";
import { benchOption, buildApi, peakRssMiB, startBenchApi } from "./bench-api.mjs";

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

const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "1 Main Street",
  city: "Springfield",
  country_code: "us",
  postal_code: "12345",
};

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function benchDatabase(kind) {
  const api = await startBenchApi(kind, port);
  const { json } = api;
  const headers = { "x-publishable-api-key": api.publishableKey };
  try {
    const { regions } = await json("/store/regions");
    const region = regions.find((candidate) => candidate.currency_code === "usd") ?? regions[0];
    const { products } = await json(`/store/products?limit=100&region_id=${region.id}`, {
      headers,
    });
    const variantIds = products
      .flatMap((product) => product.variants)
      .filter((variant) => variant.inventory_quantity >= 5)
      .map((variant) => variant.id);

    let next = 0;
    async function checkout() {
      next += 1;
      const variantId = variantIds[next % variantIds.length];
      const post = (pathname, body) =>
        json(pathname, { method: "POST", body: JSON.stringify(body ?? {}), headers });
      const { cart } = await post("/store/carts", { region_id: region.id });
      await post(`/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 });
      await post(`/store/carts/${cart.id}`, {
        email: `shopper${next}@example.com`,
        shipping_address: address,
      });
      const { shipping_options: options } = await json(`/store/shipping-options/${cart.id}`, {
        headers,
      });
      await post(`/store/carts/${cart.id}/shipping-methods`, { option_id: options[0].id });
      await post(`/store/carts/${cart.id}/payment-sessions`);
      await post(`/store/carts/${cart.id}/payment-session`, { provider_id: "manual" });
      const completion = await post(`/store/carts/${cart.id}/complete`);
      if (completion.type !== "order") throw new Error(`not completed: ${completion.type}`);
    }

    const latencies = [];
    let failures = 0;
    const started = performance.now();
    const until = started + duration * 1000;
    await Promise.all(
      Array.from({ length: shoppers }, async () => {
        while (performance.now() < until) {
          const begun = performance.now();
          try {
            await checkout();
            latencies.push(performance.now() - begun);
          } catch {
            failures += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      orders: latencies.length,
      ordersPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      failures,
      peakRss: peakRssMiB(api.pid),
    };
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
