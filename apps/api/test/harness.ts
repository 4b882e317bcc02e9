// Starts the real API over HTTP on a fresh database for a test file: an in-memory PGlite, or a
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (CI).
// Each starts as a copy of a database migrated (and seeded) once for the run by
// database-templates.ts: making a PGlite, migrating and seeding cost seconds per file.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { startBatchJobRunner } from "../src/modules/batch-jobs/runner";
import type { AppDeps } from "../src/http/context";
import { seedDemoData, type SeedSummary } from "../src/seed";
import { readSeedSummary } from "../src/seed/summary";

export type DatabaseKind = "pglite" | "postgres";

export const postgresUrl =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  (process.env.CI ? "postgres://postgres@127.0.0.1:5432/test" : undefined);

/** Every database the suite runs against here: PGlite always, PostgreSQL when one is configured. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

/** The run's template databases, migrated, then also seeded (made by database-templates.ts). */
export interface DatabaseTemplates {
  /** Files holding PGlite data folders (`dumpDataDir`). */
  pglite: { empty: string; seeded: string };
  /** Database names on the PostgreSQL server, when one is configured. */
  postgres?: { empty: string; seeded: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export interface TestApi {
  url: string;
  deps: AppDeps;
  seed: SeedSummary | undefined;
  /** fetch against the API with a path, JSON helpers included. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** `request(path, init)` against the API at `url`: `json` is sent as the body, with its type. */
export function requestAt(url: string): TestApi["request"] {
  return (path, init = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(`${url}${path}`, {
      ...rest,
      headers: {
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
}

/** A new database on the server, empty or a copy of `template`; `drop()` removes it. */
export async function createScratchDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `atelier_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestApi(
  kind: DatabaseKind,
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; batchJobRunner?: boolean } = {},
): Promise<TestApi> {
  // The seeded template is seeded with the default settings; other settings seed as they say.
  const seeded = options.seed !== false;
  const template = seeded && options.env === undefined ? "seeded" : "empty";
  const templates = inject("databaseTemplates");
  const scratch =
    kind === "postgres"
      ? await createScratchDatabase(postgresUrl!, templates.postgres?.[template])
      : undefined;
  const database = await openDatabase(
    scratch
      ? { url: scratch.url, poolSize: 20 }
      : { loadDataDir: new Blob([readFileSync(templates.pglite[template])]) },
  );
  await database.migrate();

  // Every answer of a declared route is checked against its documented schema (config.ts).
  const config = {
    ...loadConfig({ API_CHECK_RESPONSES: "1", ...options.env }),
    databaseUrl: scratch?.url,
  };
  const deps: AppDeps = { db: database.db, database, config };
  const seed = !seeded
    ? undefined
    : template === "seeded"
      ? await readSeedSummary(database.db)
      : await seedDemoData(deps, { images: false });

  const app = createApp(deps);
  const runner = options.batchJobRunner === false ? undefined : startBatchJobRunner(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps.config.publicUrl = url;

  return {
    url,
    deps,
    seed,
    request: requestAt(url),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runner?.stop();
      await database.close();
      await scratch?.drop();
    },
  };
}
