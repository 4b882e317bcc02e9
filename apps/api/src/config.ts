// Every environment variable the API reads, parsed and defaulted in one place.
import { availableParallelism } from "node:os";
import path from "node:path";

export interface ApiConfig {
  port: number;
  host: string;
  /** A real PostgreSQL server; when empty the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins allowed to call the API with credentials (the web app). */
  corsOrigins: string[];
  /** The API's own public address, used to build absolute URLs (images). */
  publicUrl: string;
  cookieSecret: string;
  jwtSecret: string;
  nodeEnv: string;
  /** The shop's public address, used in links sent by mail (password reset). */
  storeUrl: string;
  /** smtp://user:pass@host:port; when empty, mail is only kept in the outbox table. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /** The staff account made on first start; a generated one when unset (modules/auth). */
  adminEmail: string | undefined;
  /** Its password; when unset a password is generated and printed once. */
  adminPassword: string | undefined;
  /**
   * Check every answer a declared route gives against its documented schema, and answer 500 with
   * the difference when it does not fit (API_CHECK_RESPONSES=1; the API tests turn it on).
   */
  checkResponses: boolean;
  /**
   * API processes serving the port together (docs/processes.md): API_WORKERS, by default one per
   * core on a PostgreSQL server and one on PGlite, which serves one process.
   */
  workers: number;
}

/**
 * How many processes serve: `value` (API_WORKERS, WEB_WORKERS) when set, else one per core on a
 * PostgreSQL server, one with the embedded database. Throws a message for a bad or impossible one.
 */
export function workerCount(
  name: string,
  value: string | undefined,
  databaseUrl: string | undefined,
): number {
  if (!value) return databaseUrl ? availableParallelism() : 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    throw new Error(`${name} must be a whole number from 1 to 256 (it is "${value}").`);
  }
  if (count > 1 && !databaseUrl) {
    throw new Error(
      `${name}=${count} needs DATABASE_URL: the embedded PGlite database serves one process. ` +
        `Set DATABASE_URL to a PostgreSQL server, or ${name}=1.`,
    );
  }
  return count;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = numberFrom(env.API_PORT, 9000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(findRepoRoot(), ".data"));
  return {
    port,
    host: env.API_HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    corsOrigins: (env.STORE_CORS ?? "http://localhost:3000,http://127.0.0.1:3000")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    cookieSecret: env.COOKIE_SECRET ?? "atelier-dev-cookie-secret",
    jwtSecret: env.JWT_SECRET ?? "atelier-dev-jwt-secret",
    nodeEnv: env.NODE_ENV ?? "development",
    storeUrl: (env.STORE_URL || "http://localhost:3000").replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Atelier <no-reply@localhost>",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    checkResponses: env.API_CHECK_RESPONSES === "1",
    workers: workerCount("API_WORKERS", env.API_WORKERS, env.DATABASE_URL || undefined),
  };
}

/** The monorepo root: two levels above apps/api, wherever the process was started from. */
function findRepoRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  // src/config.ts and dist/main.js both sit two folders below apps/.
  return path.resolve(here, "..", "..", "..");
}
