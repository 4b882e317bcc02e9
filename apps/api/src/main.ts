// Starts the API: opens and migrates the database, seeds it on first run, and serves HTTP.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();

const app = createApp({ db: database.db, database, config });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Atelier API listening on http://localhost:${info.port} (${database.kind})`);
});

async function shutdown(): Promise<void> {
  server.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
