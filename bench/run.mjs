#!/usr/bin/env node
// Load benchmark of the Store API: starts the built API on a fresh seeded database (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), then measures with
// autocannon at 50 connections and prints requests/s, p50/p99 latency and the API's peak RSS.
//   node bench/run.mjs [--duration 10] [--connections 50] [--only pglite|postgres] [--port 9400]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(root, "apps", "api");
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
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const duration = Number(option("duration", 10));
const connections = Number(option("connections", 50));
const only = option("only", undefined);
const port = Number(option("port", 9400));
/**
 * The V8 flags `npm start` gives the API (scripts/start.mjs, where the reason is written);
 * BENCH_NODE_FLAGS replaces them, to try others.
 */
const API_NODE_FLAGS = (
  process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=4 --max-old-space-size=512"
)
  .split(" ")
  .filter(Boolean);
const baseUrl = `http://127.0.0.1:${port}`;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** Peak resident set size of a process in MiB, from the kernel's high-water mark. */
function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("API did not start");
}

async function json(pathname, init = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

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
  const env = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  let dataDir;
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const name = `atelier_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    delete env.DATABASE_URL;
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
  env.DATA_DIR = dataDir;

  const seeded = spawnSync("node", ["dist/cli.js", "seed"], { cwd: apiDir, env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const publishableKey = spawnSync("node", ["dist/cli.js", "publishable-key"], {
    cwd: apiDir,
    env,
    encoding: "utf8",
  }).stdout.trim();

  const api = spawn("node", [...API_NODE_FLAGS, "dist/main.js"], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth();
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
        requests: [
          { method: "GET", path: `/store/products?limit=12&region_id=${regionId}`, headers },
        ],
      }),
    );
    results.push(
      await measure("GET /store/carts/{id}", {
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
    api.kill("SIGTERM");
    await new Promise((resolve) => api.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

const build = spawnSync("npm", ["run", "build", "-w", "apps/api"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(1);

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
