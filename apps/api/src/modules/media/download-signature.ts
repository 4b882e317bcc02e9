// Signed, expiring download URLs for protected files: an HMAC of the key and the expiry time,
// made with the API's secret, so a link works for anyone who has it until it runs out.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ApiConfig } from "../../config";
import { DOWNLOAD_URL_TTL_SECONDS } from "./constants";
import { protectedUploadUrl } from "./upload-files";

function signature(secret: string, key: string, expires: number): Buffer {
  return createHmac("sha256", `protected-download:${secret}`).update(`${key}:${expires}`).digest();
}

export function signedDownloadUrl(config: ApiConfig, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const signed = signature(config.jwtSecret, key, expires).toString("base64url");
  return `${protectedUploadUrl(config, key)}?expires=${expires}&signature=${signed}`;
}

export function isValidDownloadSignature(
  config: ApiConfig,
  key: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): boolean {
  if (expires === undefined || given === undefined || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now) return false;
  const expected = signature(config.jwtSecret, key, expiresAt);
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
