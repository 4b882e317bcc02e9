// Secret tokens handed to a browser or mailed to a customer (sessions, password resets). Only
// their SHA-256 is stored, so reading the database does not let anyone use them.
import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;

export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
