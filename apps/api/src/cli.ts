// Command-line tasks: `node dist/cli.js migrate|seed|publishable-key`.
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { readSeedSummary, seedDemoData } from "./seed";

const COMMANDS = "migrate, seed, publishable-key";

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const deps = { db: database.db, database, config };
try {
  switch (command) {
    case "migrate":
      await database.migrate();
      console.log("Migrations applied.");
      break;
    case "seed": {
      await database.migrate();
      const summary = await seedDemoData(deps, { images: true });
      console.log(
        `Demo shop ready: ${summary.productCount} products, regions us ${summary.regions.us}, eu ${summary.regions.eu}, jp ${summary.regions.jp}, publishable key ${summary.publishableApiKey}.`,
      );
      break;
    }
    case "publishable-key": {
      // Prints the bare key id so scripts can capture it: KEY=$(node dist/cli.js publishable-key).
      // Migrating first (silent, idempotent) turns a fresh database into "not seeded yet".
      await database.migrate();
      const summary = await readSeedSummary(database.db);
      if (summary?.publishableApiKey) {
        console.log(summary.publishableApiKey);
      } else {
        console.error('The shop has not been seeded yet. Run the "seed" command first.');
        process.exitCode = 1;
      }
      break;
    }
    default:
      console.error(`Unknown command "${command ?? ""}". Commands: ${COMMANDS}`);
      process.exitCode = 2;
  }
} finally {
  await database.close();
}
