#!/usr/bin/env node
// CPU cost per request of the hot Store routes, robust to other load on the machine: starts the
// built API on a scratch PostgreSQL database, fires N requests per route at bounded concurrency
// and reports, per request, the API's CPU time (utime+stime from /proc), the statements it sent
// (counted by bench/count-queries.mjs) and the CPU time of its PostgreSQL backends.
//   node bench/cpu-per-request.mjs [--requests 5000] [--concurrency 20] [--port 9401] [--no-build]
//                                  [--only products|cart|add|add-idempotent] [--adds 2000]
// BENCH_NODE_FLAGS replaces the API V8 flags (default: those of bench/run.mjs);
// BENCH_TIME_QUERIES=1 also prints the average round trip of each statement.
import { readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { backendTicks, buildApi, postgresUrl, root, startBenchApi } from "./bench-api.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const total = Number(option("requests", 5000));
const concurrency = Number(option("concurrency", 20));
const port = Number(option("port", 9401));
const baseUrl = `http://127.0.0.1:${port}`;
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

/** A process's CPU time in ticks: user, system. */
function cpuSplit(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return [Number(fields[11]), Number(fields[12])];
  } catch {
    return [0, 0];
  }
}

function cpuTicks(pid) {
  const [user, system] = cpuSplit(pid);
  return user + system;
}

function status(pid, field) {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, "utf8"),
  );
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Bytes of the answers received, to show what a route's CPU time is spent serialising. */
let answerBytes = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function request(method, pathname, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${pathname}`,
      {
        method,
        agent,
        headers: payload
          ? {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
              ...headers,
            }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          answerBytes += bytes.byteLength;
          const text = bytes.toString("utf8");
          if (res.statusCode >= 300)
            reject(new Error(`${method} ${pathname}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

if (!args.includes("--no-build")) buildApi();

const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
// One API process (startBenchApi's default): the CPU and statements counted are its own.
const api = await startBenchApi(
  "postgres",
  port,
  {},
  { nodeArgs: ["--import", path.join(root, "bench", "count-queries.mjs")], ipc: true },
);
const { publishableKey } = api;
const queryCount = () =>
  new Promise((resolve) => {
    api.child.once("message", (message) => resolve(message.queries));
    api.child.send("queries");
  });

const only = option("only", undefined);

async function run(key, title, count, makeRequest) {
  if (only !== undefined && only !== key) return;
  // Warm up: JIT, prepared statements, caches.
  await Promise.all(Array.from({ length: concurrency }, (_, index) => makeRequest(index)));
  const before = {
    api: cpuTicks(api.pid),
    apiSystem: cpuSplit(api.pid)[1],
    queries: await queryCount(),
    pg: await backendTicks(admin, api.databaseName),
  };
  const bytesBefore = answerBytes;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        await makeRequest(next);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const after = {
    api: cpuTicks(api.pid),
    apiSystem: cpuSplit(api.pid)[1],
    queries: await queryCount(),
    pg: await backendTicks(admin, api.databaseName),
  };
  if (process.env.BENCH_TIME_QUERIES) {
    const timings = await new Promise((resolve) => {
      api.child.once("message", (message) => resolve(message.timings));
      api.child.send("timings");
    });
    for (const { label, count, avgMs } of timings.sort(
      (x, y) => y.count * y.avgMs - x.count * x.avgMs,
    )) {
      console.log(
        `    ${avgMs.toFixed(3).padStart(7)} ms × ${String(count).padStart(5)}  ${label}`,
      );
    }
  }
  console.log(
    `${title.padEnd(38)} api ${((after.api - before.api) / ticksPerMs / count).toFixed(3)} ms/req ` +
      `(kernel ${((after.apiSystem - before.apiSystem) / ticksPerMs / count).toFixed(3)})  ` +
      `queries ${((after.queries - before.queries) / count).toFixed(2)}/req  ` +
      `postgres ${((after.pg - before.pg) / ticksPerMs / count).toFixed(3)} ms/req  ` +
      `answer ${((answerBytes - bytesBefore) / count / 1024).toFixed(1)} KiB  ` +
      `(${((count / elapsed) * 1000).toFixed(0)} req/s wall)`,
  );
}

try {
  const headers = { "x-publishable-api-key": publishableKey };
  const { regions } = await request("GET", "/store/regions");
  const regionId = regions[0].id;
  const { products } = await request(
    "GET",
    `/store/products?limit=100&region_id=${regionId}`,
    undefined,
    headers,
  );
  const variantIds = products
    .flatMap((product) => product.variants)
    .filter((variant) => variant.inventory_quantity >= 20)
    .map((variant) => variant.id);
  const { cart } = await request("POST", "/store/carts", { region_id: regionId }, headers);
  for (const variantId of variantIds.slice(0, 3)) {
    await request("POST", `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
    });
  }
  const cartPool = [];
  for (let index = 0; index < 200; index += 1) {
    cartPool.push(
      (await request("POST", "/store/carts", { region_id: regionId }, headers)).cart.id,
    );
  }
  console.log(
    `${variantIds.length} variants with stock ≥ 20; ${total} requests per route, concurrency ${concurrency}; load ${os.loadavg()[0].toFixed(2)}`,
  );
  await run("products", "GET /store/products?limit=12", total, () =>
    request("GET", `/store/products?limit=12&region_id=${regionId}`, undefined, headers),
  );
  await run("cart", "GET /store/carts/{id}", total, () =>
    request("GET", `/store/carts/${cart.id}`),
  );
  const adds = Math.min(total, Number(option("adds", 2000)));
  await run("add", "POST /store/carts/{id}/line-items", adds, (counter) =>
    request("POST", `/store/carts/${cartPool[counter % cartPool.length]}/line-items`, {
      variant_id: variantIds[Math.floor(counter / cartPool.length) % variantIds.length],
      quantity: 1,
    }),
  );
  await run("add-idempotent", "POST line-items with Idempotency-Key", adds, (counter) =>
    request(
      "POST",
      `/store/carts/${cartPool[counter % cartPool.length]}/line-items`,
      {
        variant_id: variantIds[Math.floor(counter / cartPool.length) % variantIds.length],
        quantity: 1,
      },
      { "idempotency-key": `bench-${counter}-${Math.random()}` },
    ),
  );
  console.log(
    `API RSS now ${status(api.pid, "VmRSS").toFixed(0)} MiB, peak ${status(api.pid, "VmHWM").toFixed(0)} MiB`,
  );
} finally {
  await admin.end();
  await api.stop();
  agent.destroy();
}
