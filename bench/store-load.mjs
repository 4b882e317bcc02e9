// The loads the benchmarks put on a running API, shared by bench/run.mjs (one process, PGlite and
// PostgreSQL), bench/checkout.mjs and bench/scale.mjs (1 and N API processes):
// - storeLoad: autocannon on the product list and a cart read, bench/http-load.mjs on add-to-cart;
// - checkoutLoad: shoppers each running the whole checkout in a loop.
import autocannon from "autocannon";
import { httpLoad, keptAliveConnection } from "./http-load.mjs";

// The reads are measured with two load-generating threads: with one, autocannon (a full core
// parsing 90 kB product lists) was the bottleneck and the figure measured it, not the API. The adds
// go through bench/http-load.mjs, which reads only each answer's status and length.
const READ_WORKERS = 2;

function measure(baseUrl, title, options) {
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, ...options }, (error, result) => {
      if (error) return reject(error);
      const cpu = process.cpuUsage(cpuBefore);
      resolve({
        title,
        // The load generator's own CPU (this process and its autocannon threads) per request.
        generatorMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
        // Heads included: autocannon counts every byte read.
        answerKiB: result.throughput.total / 1024 / Math.max(1, result.requests.total),
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

/** The region a benchmark shops in, and the variants with at least `minimumStock` units. */
async function shopFacts(api, minimumStock) {
  const headers = { "x-publishable-api-key": api.publishableKey };
  const { regions } = await api.json("/store/regions");
  const region = regions.find((candidate) => candidate.currency_code === "usd") ?? regions[0];
  const { products } = await api.json(`/store/products?limit=100&region_id=${region.id}`, {
    headers,
  });
  const variants = products
    .flatMap((product) => product.variants)
    .filter((variant) => variant.inventory_quantity >= minimumStock);
  return { headers, region, variants };
}

/**
 * The variants to buy in turn, each once for every 10 units it has in stock, spread out (round k
 * lists those with more than k tens): orders then take about the same share of every variant's
 * stock, so a run sells none out before its end (a sold-out variant fails the orders that follow).
 */
function stockWeighted(variants) {
  const turns = [];
  for (let round = 0; ; round += 1) {
    const inRound = variants.filter((variant) => variant.inventory_quantity >= (round + 1) * 10);
    if (inRound.length === 0) return turns;
    turns.push(...inRound.map((variant) => variant.id));
  }
}

/**
 * Product list, cart read (a cart with three lines) and add-to-cart (rotating over 200 carts and
 * the in-stock variants), each for `duration` seconds at `connections` connections; with `addRate`,
 * then add-to-cart at that many requests a second in all (its latency at that rate).
 */
export async function storeLoad(api, { duration, connections, addRate }) {
  const { json, baseUrl } = api;
  const { headers, region, variants } = await shopFacts(api, 20);
  const variantIds = variants.map((variant) => variant.id);
  const post = (pathname, body, extra = {}) =>
    json(pathname, { method: "POST", body: JSON.stringify(body), headers: extra });

  const { cart } = await post("/store/carts", { region_id: region.id }, headers);
  for (const variantId of variantIds.slice(0, 3)) {
    await post(`/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 });
  }
  const newCartPool = async () => {
    const pool = [];
    for (let index = 0; index < 200; index += 1) {
      const created = await post("/store/carts", { region_id: region.id }, headers);
      pool.push(created.cart.id);
    }
    return pool;
  };

  const common = { connections, duration };
  const results = [];
  results.push(
    await measure(baseUrl, "GET /store/products?limit=12", {
      ...common,
      workers: READ_WORKERS,
      requests: [
        { method: "GET", path: `/store/products?limit=12&region_id=${region.id}`, headers },
      ],
    }),
  );
  results.push(
    await measure(baseUrl, "GET /store/carts/{id}", {
      ...common,
      workers: READ_WORKERS,
      requests: [{ method: "GET", path: `/store/carts/${cart.id}` }],
    }),
  );
  // Adds rotate over 200 new carts, one variant a round, so the carts fill up to a line a variant.
  const port = Number(new URL(baseUrl).port);
  const addLoad = async (title, rate) => {
    const cartPool = await newCartPool();
    return httpLoad(title, {
      port,
      ...common,
      rate,
      next: (counter) => ({
        method: "POST",
        path: `/store/carts/${cartPool[counter % cartPool.length]}/line-items`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          variant_id: variantIds[Math.floor(counter / cartPool.length) % variantIds.length],
          quantity: 1,
        }),
      }),
    });
  };
  results.push(await addLoad("POST /store/carts/{id}/line-items"));
  // As many adds as the connections can make measures throughput, not latency: 50 connections at
  // 1,000/s wait 50 ms on average by Little's law. The latency of a given rate is measured apart,
  // on new carts too: on the first run's carts (tens of lines each by then) every answer would be
  // several times larger than in the run it is compared with.
  if (addRate !== undefined)
    results.push(await addLoad(`POST line-items at ${addRate}/s`, addRate));
  return results;
}

export function printStoreLoad(results) {
  console.log(
    "route                                  req/s     p50 ms   p99 ms   non-2xx  errors  gen ms/req  KiB/answer",
  );
  for (const result of results) {
    console.log(
      `${result.title.padEnd(38)} ${result.requestsPerSecond.toFixed(0).padStart(6)} ${String(result.p50).padStart(9)} ${String(result.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${String(result.errors).padStart(7)} ${result.generatorMs.toFixed(3).padStart(11)} ${result.answerKiB.toFixed(1).padStart(11)}`,
    );
  }
}

/** The shipping address every benchmark shopper gives. */
export const address = {
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

/**
 * `shoppers` shoppers each run the whole checkout in a loop for `duration` seconds: create a cart,
 * add a line, give an email and address, list shipping options and take the first, start payment,
 * choose "manual" and complete. Answers completed orders, orders/s, p50/p99 of a whole checkout
 * in ms, and the failures with the first failure's message.
 */
export async function checkoutLoad(api, { duration, shoppers }) {
  const { headers, region, variants } = await shopFacts(api, 10);
  // Before, each variant with 5 or more in stock was bought in turn, and the faster runs sold the
  // smallest stocks out (a few failed orders a run).
  const variantIds = stockWeighted(variants);
  const port = Number(new URL(api.baseUrl).port);
  const common = { "content-type": "application/json", ...headers };

  // Each shopper on a kept-alive connection of its own, reading only the answers it needs: the
  // generator runs on the two cores it measures, and parsing every answer with node:http took
  // 0.3-0.4 ms of CPU a request, 3 ms an order (an eighth of what the machine spent on one).
  let next = 0;
  async function checkout(connection) {
    next += 1;
    const variantId = variantIds[next % variantIds.length];
    const send = async (method, pathname, body, keepBody = false) => {
      const answer = await connection.request(
        {
          method,
          path: pathname,
          headers: common,
          body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
        },
        { keepBody },
      );
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(`${method} ${pathname}: ${answer.status} ${answer.body}`);
      }
      return keepBody ? JSON.parse(answer.body.toString()) : undefined;
    };
    const { cart } = await send("POST", "/store/carts", { region_id: region.id }, true);
    await send("POST", `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
    });
    await send("POST", `/store/carts/${cart.id}`, {
      email: `shopper${next}@example.com`,
      shipping_address: address,
    });
    const { shipping_options: options } = await send(
      "GET",
      `/store/shipping-options/${cart.id}`,
      undefined,
      true,
    );
    await send("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: options[0].id });
    await send("POST", `/store/carts/${cart.id}/payment-sessions`);
    await send("POST", `/store/carts/${cart.id}/payment-session`, { provider_id: "manual" });
    const completion = await send("POST", `/store/carts/${cart.id}/complete`, undefined, true);
    if (completion.type !== "order") throw new Error(`not completed: ${completion.type}`);
  }

  const latencies = [];
  let failures = 0;
  let firstFailure;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      let connection = keptAliveConnection({ port });
      while (performance.now() < until) {
        const begun = performance.now();
        try {
          await checkout(connection);
          latencies.push(performance.now() - begun);
        } catch (error) {
          failures += 1;
          firstFailure ??= error instanceof Error ? error.message : String(error);
          if (connection.closed) connection = keptAliveConnection({ port });
        }
      }
      connection.close();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    // The load generator's own CPU per completed order (nine requests).
    generatorMs: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
    ordersPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
    firstFailure,
  };
}
