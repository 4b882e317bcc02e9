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
  /** The S3-compatible bucket for media, uploads and image variants; undefined keeps them under `dataDir`. */
  s3: S3Settings | undefined;
  /** The image variant cache's size cap in bytes (IMAGE_CACHE_MAX_MB; docs/storage.md). */
  imageCacheMaxBytes: number;
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
    throw new ConfigError(`${name} must be a whole number from 1 to 256 (it is "${value}").`);
  }
  if (count > 1 && !databaseUrl) {
    throw new ConfigError(
      `${name}=${count} needs DATABASE_URL: the embedded PGlite database serves one process. ` +
        `Set DATABASE_URL to a PostgreSQL server, or ${name}=1.`,
    );
  }
  return count;
}

/** Where the files go when object storage is configured (S3_URL, or S3_BUCKET and friends). */
export interface S3Settings {
  /** `https://host:port` of an S3-compatible server; undefined means AWS itself, by region. */
  endpoint: string | undefined;
  bucket: string;
  /** Keys are stored below this folder of the bucket (`shop/` for `…/bucket/shop`), or at its root (""). */
  prefix: string;
  region: string;
  /** Undefined lets the SDK find credentials itself (AWS_* variables, profiles, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` instead of `bucket.host/key`: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** The variant cache's cap when IMAGE_CACHE_MAX_MB is unset: 1 GiB. */
const DEFAULT_IMAGE_CACHE_MAX_MB = 1024;
const DEFAULT_S3_REGION = "us-east-1";

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
    s3: s3SettingsFrom(env),
    imageCacheMaxBytes: imageCacheMaxBytesFrom(env.IMAGE_CACHE_MAX_MB),
    workers: workerCount("API_WORKERS", env.API_WORKERS, env.DATABASE_URL || undefined),
  };
}

/** A setting the API cannot start with: loadConfig throws it, so the process stops and says why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function imageCacheMaxBytesFrom(value: string | undefined): number {
  if (!value) return DEFAULT_IMAGE_CACHE_MAX_MB * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new ConfigError(
      `IMAGE_CACHE_MAX_MB must be a positive number of megabytes, not "${value}"`,
    );
  }
  return Math.floor(megabytes * 1024 * 1024);
}

function booleanSetting(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === "") return undefined;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

/** Bucket names as S3 allows them (3-63 lowercase letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function checkedBucket(name: string, bucket: string): string {
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(`${name} names no valid bucket: "${bucket}" (3-63 of a-z, 0-9, . and -)`);
  }
  return bucket;
}

/** AWS's own hosts take virtual-hosted bucket names; any other server gets path-style by default. */
function isAwsHost(host: string): boolean {
  return /(^|\.)amazonaws\.com$/i.test(host);
}

/**
 * The object storage settings: S3_URL (`s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX]?region=…`,
 * https unless `tls=false`; or the same with `http://` or `https://`), or S3_BUCKET with S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE; never both.
 */
function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (env.S3_URL && env.S3_BUCKET) {
    throw new ConfigError("Set S3_URL or S3_BUCKET (with S3_ENDPOINT and the rest), not both");
  }
  if (env.S3_URL) return s3SettingsFromUrl(env.S3_URL);
  if (!env.S3_BUCKET) {
    const stray = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].find((n) => env[n]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: name the bucket`);
    return undefined;
  }
  let endpoint: URL | undefined;
  if (env.S3_ENDPOINT) {
    endpoint = parsedUrl("S3_ENDPOINT", env.S3_ENDPOINT);
    if (endpoint.protocol !== "http:" && endpoint.protocol !== "https:") {
      throw new ConfigError(
        `S3_ENDPOINT must be an http:// or https:// address, not "${env.S3_ENDPOINT}"`,
      );
    }
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  }
  return {
    endpoint: endpoint?.origin,
    bucket: checkedBucket("S3_BUCKET", env.S3_BUCKET),
    prefix: "",
    region: env.S3_REGION || DEFAULT_S3_REGION,
    credentials: env.S3_ACCESS_KEY_ID
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : undefined,
    forcePathStyle:
      booleanSetting("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE) ??
      (endpoint !== undefined && !isAwsHost(endpoint.hostname)),
  };
}

function parsedUrl(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: "${value.replace(/\/\/[^@/]*@/, "//...@")}"`);
  }
}

/** A key or secret as written in S3_URL, percent-encoded where it holds `:`, `@` or `/`. */
function decodedCredential(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ConfigError("S3_URL's key or secret is not valid percent-encoding");
  }
}

const S3_URL_OPTIONS = new Set(["region", "forcePathStyle", "tls"]);

function s3SettingsFromUrl(value: string): S3Settings {
  const url = parsedUrl("S3_URL", value);
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  if (!["s3:", "http:", "https:"].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      `S3_URL must look like s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX]?region=REGION, not "${shown}"`,
    );
  }
  const unknown = [...url.searchParams.keys()].find((name) => !S3_URL_OPTIONS.has(name));
  if (unknown) {
    throw new ConfigError(
      `S3_URL has an unknown option "${unknown}" (known: ${[...S3_URL_OPTIONS].join(", ")})`,
    );
  }
  const [bucket = "", ...prefix] = url.pathname.split("/").filter(Boolean);
  if (!bucket) throw new ConfigError(`S3_URL names no bucket: "${shown}" (.../BUCKET)`);
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw new ConfigError(
      "S3_URL must carry both the access key and the secret (KEY:SECRET@), or neither",
    );
  }
  const tls = booleanSetting("S3_URL tls", url.searchParams.get("tls") ?? undefined);
  if (url.protocol !== "s3:" && tls !== undefined) {
    throw new ConfigError(
      "S3_URL takes tls= only with s3://; an http(s):// address says it already",
    );
  }
  const scheme = url.protocol === "s3:" ? (tls === false ? "http:" : "https:") : url.protocol;
  return {
    endpoint: `${scheme}//${url.host}`,
    bucket: checkedBucket("S3_URL", bucket),
    prefix: prefix.join("/"),
    region: url.searchParams.get("region") || DEFAULT_S3_REGION,
    credentials: url.username
      ? {
          accessKeyId: decodedCredential(url.username),
          secretAccessKey: decodedCredential(url.password),
        }
      : undefined,
    forcePathStyle:
      booleanSetting(
        "S3_URL forcePathStyle",
        url.searchParams.get("forcePathStyle") ?? undefined,
      ) ?? !isAwsHost(url.hostname),
  };
}

/** The monorepo root: two levels above apps/api, wherever the process was started from. */
function findRepoRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  // src/config.ts and dist/main.js both sit two folders below apps/.
  return path.resolve(here, "..", "..", "..");
}
