// Command-line tasks: `node dist/cli.js migrate|seed|publishable-key|create-user`.
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import type { StaffRole } from "./modules/staff/tables";
import { ensureStaffAccount } from "./modules/auth/staff-account";
import { createStaffUser, findStaffByEmail } from "./modules/auth/staff-users";
import { MIN_PASSWORD_LENGTH } from "./modules/customers/constants";
import { readSeedSummary, seedDemoData } from "./seed";

const COMMANDS = "migrate, seed, publishable-key, create-user";
const STAFF_ROLES: StaffRole[] = ["admin", "member", "developer"];

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
      const staff = await ensureStaffAccount(database.db, config);
      if (staff.state === "created") {
        // scripts/start.mjs repeats this line in its summary; the password is not stored anywhere.
        console.log(
          staff.generatedPassword
            ? `Staff sign-in: ${staff.email} / ${staff.generatedPassword} (generated; shown this once)`
            : `Staff sign-in: ${staff.email} with the password in ADMIN_PASSWORD`,
        );
      }
      break;
    }
    case "create-user": {
      const { values } = parseArgs({
        args: process.argv.slice(3),
        options: {
          email: { type: "string" },
          password: { type: "string" },
          "first-name": { type: "string" },
          "last-name": { type: "string" },
          role: { type: "string", default: "admin" },
        },
      });
      const role = values.role as StaffRole;
      const problem = !values.email?.includes("@")
        ? "--email must be an email address"
        : (values.password?.length ?? 0) < MIN_PASSWORD_LENGTH
          ? `--password must be at least ${MIN_PASSWORD_LENGTH} characters`
          : !STAFF_ROLES.includes(role)
            ? `--role must be one of ${STAFF_ROLES.join(", ")}`
            : undefined;
      if (problem) {
        console.error(
          `${problem}.\nUsage: create-user --email <email> --password <password> [--first-name <name>] [--last-name <name>] [--role admin|member|developer]`,
        );
        process.exitCode = 2;
        break;
      }
      await database.migrate();
      if (await findStaffByEmail(database.db, values.email!)) {
        console.error(`A staff user with the email ${values.email} already exists.`);
        process.exitCode = 1;
        break;
      }
      const user = await createStaffUser(database.db, {
        email: values.email!,
        password: values.password!,
        first_name: values["first-name"] ?? null,
        last_name: values["last-name"] ?? null,
        role,
      });
      console.log(`Staff user ${user.email} (${user.role}) created: ${user.id}`);
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
