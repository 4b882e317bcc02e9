// HS256 JSON Web Tokens with node:crypto: the store bearer token of POST /store/auth/token
// (Medusa v1 §3.2). Only HS256 is accepted, so a token cannot pick its own algorithm ("none").
import { createHmac, timingSafeEqual } from "node:crypto";

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export type JwtPayload = Record<string, unknown>;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

export function signJwt(payload: JwtPayload, secret: string): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${signature(signingInput, secret).toString("base64url")}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The payload of a token signed with `secret` that has not expired at `nowSeconds`; undefined for
 * anything else (malformed, another algorithm, a wrong signature, expired).
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parseJson(headerPart);
  if (!isObject(header) || header.alg !== "HS256") return undefined;
  const expected = signature(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = parseJson(payloadPart);
  if (!isObject(payload)) return undefined;
  if (payload.exp !== undefined && (typeof payload.exp !== "number" || payload.exp <= nowSeconds)) {
    return undefined;
  }
  return payload;
}

/**
 * The payload of a token without checking it, to find which key it claims to be signed with
 * (a staff password-reset token names its user). Never trust it before `verifyJwt`.
 */
export function unverifiedJwtPayload(token: string): JwtPayload | undefined {
  const payload = parseJson(token.split(".")[1] ?? "");
  return isObject(payload) ? payload : undefined;
}
