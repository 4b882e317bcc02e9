// Starts the API: opens and migrates the database, seeds it on first run, and serves HTTP.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startBatchJobRunner } from "./modules/batch-jobs/runner";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();

const deps = { db: database.db, database, config };
const app = createApp(deps);
// Batch jobs (imports, exports) run in the background of this process (modules/batch-jobs).
const batchJobRunner = startBatchJobRunner(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Atelier API listening on http://localhost:${info.port} (${database.kind})`);
});
// Node closes an idle kept-alive connection after 5 s, while clients that pool connections (the
// web server's fetches, a browser test's request context) may send on it at that very moment and
// get ECONNRESET. A minute's idle time is what proxies and pooling clients expect; the headers
// timeout must stay above it.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 61_000;
  server.headersTimeout = 62_000;
}

async function shutdown(): Promise<void> {
  server.close();
  await batchJobRunner.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
