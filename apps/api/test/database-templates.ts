// Vitest's global setup: migrates one database, and seeds another, once for the whole run, on
// PGlite (kept as data-folder dumps in a temporary folder) and on the PostgreSQL server (kept as
// template databases). startTestApi starts each test file's API on a copy of one of them, which
// takes a fraction of a second where making a PGlite, migrating and seeding took seconds.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import { openDatabase, type DatabaseHandle } from "../src/db/client";
import { seedDemoData } from "../src/seed";
import { createScratchDatabase, postgresUrl, type DatabaseTemplates } from "./harness";

async function prepare(database: DatabaseHandle, seeded: boolean, databaseUrl?: string) {
  await database.migrate();
  if (seeded) {
    const config = { ...loadConfig({ API_CHECK_RESPONSES: "1" }), databaseUrl };
    await seedDemoData({ db: database.db, database, config }, { images: false });
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "atelier-test-templates-"));
  const pglite = { empty: path.join(folder, "empty.tar"), seeded: path.join(folder, "seeded.tar") };
  const serverTemplates: { name: string; drop(): Promise<void> }[] = [];
  const cleanUp = async () => {
    await Promise.all(serverTemplates.map((template) => template.drop()));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (const seeded of [false, true]) {
      const database = await openDatabase();
      await prepare(database, seeded);
      const dump = await database.dumpDataDir!();
      writeFileSync(seeded ? pglite.seeded : pglite.empty, Buffer.from(await dump.arrayBuffer()));
      await database.close();
    }
    if (postgresUrl) {
      for (const seeded of [false, true]) {
        const scratch = await createScratchDatabase(postgresUrl);
        serverTemplates.push(scratch);
        const database = await openDatabase({ url: scratch.url, poolSize: 2 });
        await prepare(database, seeded, scratch.url);
        await database.close();
      }
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const [empty, seeded] = serverTemplates.map((template) => template.name);
  const templates: DatabaseTemplates = {
    pglite,
    postgres: postgresUrl ? { empty, seeded } : undefined,
  };
  project.provide("databaseTemplates", templates);
  return cleanUp;
}
