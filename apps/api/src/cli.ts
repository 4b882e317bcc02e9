// Command-line tasks: `node dist/cli.js migrate|seed`.
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  switch (command) {
    case "migrate":
      await database.migrate();
      console.log("Migrations applied.");
      break;
    default:
      console.error(`Unknown command "${command ?? ""}". Commands: migrate`);
      process.exitCode = 2;
  }
} finally {
  await database.close();
}
