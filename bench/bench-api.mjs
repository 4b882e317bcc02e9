// Shared by the benchmarks: build the API, start `node dist/main.js` on a fresh seeded database
// (PGlite in a temporary folder, or a scratch PostgreSQL database that is dropped afterwards),
// call it, and read its peak RSS.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(root, "apps", "api");

/**
 * The V8 flags `npm start` gives the API (scripts/start.mjs, where the reason is written);
 * BENCH_NODE_FLAGS replaces them, to try others.
 */
export const API_NODE_FLAGS = (
  process.env.BENCH_NODE_FLAGS ??
  "--max-semi-space-size=4 --max-old-space-size=512 --heap-growing-percent=100"
)
  .split(" ")
  .filter(Boolean);

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/**
 * A process's CPU time so far (user + system), in ticks of USER_HZ (100 a second on Linux); with
 * `thread`, that thread's alone (the process's own id names its main thread).
 */
export function cpuTicks(pid, thread) {
  try {
    const stat = readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      "utf8",
    );
    // The command may hold spaces and parentheses; the fields follow the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * The CPU time so far, in ticks, of the PostgreSQL backends serving `databaseName`, read through
 * `admin` (a connected client of another database's, so that it is not counted).
 */
export async function backendTicks(admin, databaseName) {
  const { rows } = await admin.query("select pid from pg_stat_activity where datname = $1", [
    databaseName,
  ]);
  return rows.reduce((sum, row) => sum + cpuTicks(row.pid), 0);
}

/** Command-line options: `--name value`, with a fallback. */
export function benchOption(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
}

export function buildApi() {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/api"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(1);
}

/** Peak resident set size of a process in MiB, from the kernel's high-water mark. */
export function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * Starts the API on `kind` ("pglite" | "postgres") at `port`; answers its address, the publishable
 * key, `json(path, init)` for setup calls, its pid, and `stop()`, which also removes the data.
 * `settings` adds environment variables (a shop's origin in STORE_CORS, say); `nodeArgs` go before
 * the script (a preload such as bench/count-queries.mjs), and `ipc` opens a message channel to it
 * (`child.send`). Also answers the child process and, on PostgreSQL, the scratch database's name.
 */
export async function startBenchApi(
  kind,
  port,
  settings = {},
  { nodeArgs = [], ipc = false } = {},
) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    NODE_ENV: "production",
    // One API process unless the caller asks for more (its pid is the one measured).
    API_WORKERS: "1",
    ...settings,
  };
  let dropDatabase = async () => {};
  let databaseName;
  if (kind === "postgres") {
    const name = `atelier_bench_${Date.now().toString(36)}`;
    databaseName = name;
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-"));
  env.DATA_DIR = dataDir;

  const seeded = spawnSync("node", ["dist/cli.js", "seed"], { cwd: apiDir, env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const publishableKey = spawnSync("node", ["dist/cli.js", "publishable-key"], {
    cwd: apiDir,
    env,
    encoding: "utf8",
  }).stdout.trim();

  const api = spawn("node", [...API_NODE_FLAGS, ...nodeArgs, "dist/main.js"], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "ignore", "inherit", ...(ipc ? ["ipc"] : [])],
  });
  const stop = async () => {
    api.kill("SIGTERM");
    if (api.exitCode === null) await new Promise((resolve) => api.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }

  async function json(pathname, init = {}) {
    const response = await fetch(`${baseUrl}${pathname}`, {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  }
  return { baseUrl, publishableKey, json, pid: api.pid, child: api, databaseName, stop };
}

export async function waitForHealth(baseUrl, path = "/health") {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}${path}`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("API did not start");
}
