// Starts the API: opens and migrates the database and serves HTTP, in this process or, with
// several workers (API_WORKERS, docs/processes.md), in that many processes sharing the port
// (primary.ts migrates once and forks them). Seeding is `cli.ts seed`, which `npm start` runs first.
import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { shareCatalogueCache } from "./http/response-cache";
import { startBatchJobRunner } from "./modules/batch-jobs/runner";
import { runPrimary } from "./primary";

/** How long a stopping process waits for its requests in flight. */
const DRAIN_MS = 8_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Atelier API: ${(error as Error).message}`);
  process.exit(2);
}

if (cluster.isPrimary && config.workers > 1) {
  await runPrimary(config);
} else {
  await serveApi();
}

async function serveApi(): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // A worker's primary has migrated already.
  if (cluster.isPrimary) await database.migrate();
  // Catalogue writes made by other processes drop this one's cache too.
  await shareCatalogueCache(database.notifications);

  const deps = { db: database.db, database, config };
  const app = createApp(deps);
  // Batch jobs (imports, exports) run in the background of every process; a lease keeps each job
  // to one runner at a time (modules/batch-jobs).
  const batchJobRunner = startBatchJobRunner(deps);
  // Requests being answered, so that a stop waits for them (below); a request whose client has
  // gone keeps running, and its connection no longer holds the server's close back.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, env, context) => {
    inFlight += 1;
    try {
      return await app.fetch(request, env, context);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    }
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    if (cluster.isPrimary) {
      console.log(`Atelier API listening on http://localhost:${info.port} (${database.kind})`);
    }
  });
  // Node closes an idle kept-alive connection after 5 s, while clients that pool connections (the
  // web server's fetches, a browser test's request context) may send on it at that very moment and
  // get ECONNRESET. A minute's idle time is what proxies and pooling clients expect; the headers
  // timeout must stay above it.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 61_000;
    server.headersTimeout = 62_000;
  }

  let stopping = false;
  async function shutdown(): Promise<void> {
    if (stopping) return;
    stopping = true;
    // Stop taking connections and let the requests in flight finish before the database closes:
    // their answers may acknowledge orders. Idle kept-alive connections close now, busy ones after
    // their answer; whatever still runs after the drain time is cut (the primary kills at 10 s).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = new Promise<void>((resolve) => {
      onIdle = resolve;
      if (inFlight === 0) resolve();
    });
    const drained = Promise.all([closed, idle]);
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
    if ("closeAllConnections" in server) server.closeAllConnections();
    await batchJobRunner.stop();
    await database.close();
    process.exit(0);
  }
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
