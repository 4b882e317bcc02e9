// Opens the database: embedded PGlite by default, a PostgreSQL server when a URL is given. Both
// are driven through the same Drizzle API, schema and migrations. Each driver is imported only
// when it is used: PGlite's module alone costs a server process tens of MiB it never needs.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import {
  postgresNotifications,
  singleProcessNotifications,
  type ProcessNotifications,
} from "./notifications";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `execute`: both drivers (node-postgres and PGlite) answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies every committed migration that has not run yet, one process at a time. */
  migrate(): Promise<void>;
  /** Changes told to, and heard from, the other API processes on this database. */
  notifications: ProcessNotifications;
  /** PGlite only: the whole data folder as a tarball, to start another database from (tests). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Connection pool size for a server. */
  poolSize?: number;
  /** PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** Advisory-lock key of migrations: processes starting together on one database take turns. */
const MIGRATION_LOCK_KEY = 7_401;

export const migrationsFolder = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // src/db/client.ts (tests, tsx) and dist/main.js (bundled) both resolve to apps/api/drizzle.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = path.resolve(here, "..", "..", "drizzle");
  const fromDist = path.resolve(here, "..", "drizzle");
  return here.endsWith(path.join("src", "db")) ? fromSource : fromDist;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not take the process down.
    pool.on("error", (error) => console.error("postgres pool error:", error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const notifications = postgresNotifications(options.url, db);
    return {
      db,
      kind: "postgres",
      async migrate() {
        // A session lock on a connection of its own; the migrator runs on the pool meanwhile.
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      notifications,
      async close() {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir && options.dataDir !== "memory://" ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    notifications: singleProcessNotifications,
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
