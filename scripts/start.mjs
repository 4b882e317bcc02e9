#!/usr/bin/env node
// `npm start`: builds what is missing or stale, migrates and seeds the database on first run,
// then serves the API (:9000) and the shop (:3000) and prints both addresses.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.join(root, "apps", "api");
const webDir = path.join(root, "apps", "web");

const apiPort = process.env.API_PORT ?? "9000";
const webPort = process.env.PORT ?? "3000";
const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
// V8 flags of the API process. A 4 MiB young generation (Node's default is 16 MiB per semi-space)
// keeps the API's peak RSS about 30 MiB lower under load (bench/run.mjs) for no measurable CPU:
// its garbage is short-lived request data. An old-generation limit (Node's default follows the
// machine's memory: 4 GiB here) makes V8 grow its heap in smaller steps: peak RSS under the
// benchmark fell from about 170 to 112 MiB, for no measurable CPU; 512 MiB stays far above what
// the API keeps (its caches are bounded at a few tens of MiB). But with that limit V8 let the old
// generation grow only about a tenth past what survived its last full collection, and the API's
// caches (cart answers, known carts, line answers) turn over continuously under add-to-cart: a
// full collection every second or two. Growing it by its live size instead (factor 2) made those
// 2.5 times rarer and an add 15-30% cheaper in CPU, for about 20 MiB more peak RSS
// (bench/README.md, issue 16). Keep in step with API_NODE_FLAGS in bench/bench-api.mjs.
const API_NODE_FLAGS = [
  "--max-semi-space-size=4",
  "--max-old-space-size=512",
  "--heap-growing-percent=100",
];

// Next servers sharing the shop's port (docs/processes.md): WEB_WORKERS, by default one per core
// beside a PostgreSQL server (as API_WORKERS), one with the embedded database.
const webWorkers = Number(
  process.env.WEB_WORKERS || (process.env.DATABASE_URL ? availableParallelism() : 1),
);
if (!Number.isInteger(webWorkers) || webWorkers < 1 || webWorkers > 256) {
  console.error(
    `WEB_WORKERS must be a whole number from 1 to 256 (it is "${process.env.WEB_WORKERS}").`,
  );
  process.exit(2);
}

/** Newest modification time below the given paths (folders are walked, node_modules skipped). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name === "node_modules" || name.startsWith(".next") || name === "dist") continue;
        visit(path.join(entry, name));
      }
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

function runOrExit(command, args, cwd, label) {
  console.log(`› ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const clientSources = [path.join(root, "packages", "commerce-client", "src")];
if (
  isStale(path.join(apiDir, "dist", "main.js"), [
    path.join(apiDir, "src"),
    path.join(apiDir, "drizzle"),
    ...clientSources,
  ])
) {
  runOrExit("npm", ["run", "build", "-w", "apps/api"], root, "Building the API");
}
if (
  isStale(path.join(webDir, ".next", "BUILD_ID"), [
    path.join(webDir, "src"),
    path.join(webDir, "public"),
    path.join(webDir, "next.config.ts"),
    ...clientSources,
  ])
) {
  runOrExit("npm", ["run", "build", "-w", "apps/web"], root, "Building the web app");
}

console.log("› Migrating and seeding the database");
const seeding = spawnSync("node", ["dist/cli.js", "seed"], {
  cwd: apiDir,
  env: process.env,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
process.stdout.write(seeding.stdout ?? "");
if (seeding.status !== 0) {
  console.error("✗ Migrating and seeding the database failed");
  process.exit(seeding.status ?? 1);
}
// On first start the seed makes the staff account; its line is repeated in the summary below.
const staffLine = (seeding.stdout ?? "")
  .split("\n")
  .find((line) => line.startsWith("Staff sign-in:"));
const keyResult = spawnSync("node", ["dist/cli.js", "publishable-key"], {
  cwd: apiDir,
  encoding: "utf8",
});
const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? keyResult.stdout.trim();

const children = [];
function launch(label, command, args, cwd, extraEnv) {
  const child = spawn(command, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
  });
  child.on("exit", (code) => {
    console.error(`${label} stopped (exit ${code ?? "signal"}); stopping the shop.`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

// The web app renders from the API, so it starts once the API answers.
// The shop's origin may call the API; on another PORT than 3000 the API's default would refuse it.
const shopOrigins = `http://localhost:${webPort},http://127.0.0.1:${webPort}`;
launch("API", "node", [...API_NODE_FLAGS, "dist/main.js"], apiDir, {
  API_PORT: apiPort,
  STORE_CORS: process.env.STORE_CORS ?? shopOrigins,
});
const apiUp = await waitFor(`http://127.0.0.1:${apiPort}/health`);
const [webCommand, webArgs] =
  webWorkers === 1
    ? [path.join(root, "node_modules", ".bin", "next"), ["start", "-p", webPort]]
    : [
        "node",
        [path.join(root, "scripts", "web-cluster.mjs"), String(webWorkers), "start", "-p", webPort],
      ];
launch("Web", webCommand, webArgs, webDir, {
  PUBLIC_API_URL: publicApiUrl,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  MEDUSA_PUBLISHABLE_KEY: publishableKey,
});
const webUp = apiUp && (await waitFor(`http://127.0.0.1:${webPort}/`));
if (apiUp && webUp) {
  console.log("");
  console.log(`  Atelier shop:  http://localhost:${webPort}`);
  console.log(`  Atelier API:   http://localhost:${apiPort}`);
  console.log(`  Publishable API key (x-publishable-api-key): ${publishableKey}`);
  if (staffLine) console.log(`  ${staffLine}`);
  console.log("");
} else {
  console.error("The shop did not come up; see the messages above.");
}
