// Request-body pieces many domains share. Beyond shape, they keep out what PostgreSQL would refuse
// (NUL characters, lone surrogates, JSON nested past the stack) so that no input is a 500.
import { z } from "zod";

/** Ids are at most this long; anything longer cannot name a row. */
export const MAX_ID_LENGTH = 100;

/** Nesting allowed in `metadata` and `context` objects (deeper JSON cannot be stored safely). */
export const MAX_JSON_DEPTH = 8;

/** Names, phone numbers, address lines: generous, but bounded. */
export const MAX_TEXT_LENGTH = 500;

/** RFC 5321's limit on an address a mail server will take. */
export const MAX_EMAIL_LENGTH = 254;

export const NUL_MESSAGE = "must not contain a NUL character";

/** An unpaired surrogate (a pair counts as one code point under the `u` flag). */
const loneSurrogate = /\p{Cs}/u;

/** PostgreSQL text and jsonb refuse NUL characters and unpaired surrogates. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

function isStorableJson(value: unknown, depthLeft: number): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (value === null || typeof value !== "object") return true;
  if (depthLeft === 0) return false;
  const children = Array.isArray(value) ? value : Object.entries(value).flat();
  return children.every((child) => isStorableJson(child, depthLeft - 1));
}

/** Whether a text, or any text inside an array or object (keys too), holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner));
  }
  return false;
}

/** A row id as a client sends it; an id that cannot exist is simply not found later. */
export const entityId = z
  .string()
  .min(1, { error: "must not be empty" })
  .max(MAX_ID_LENGTH, { error: `must be at most ${MAX_ID_LENGTH} characters` })
  .refine(isStorableText, { error: "must be plain text" });

/** A free-form object (`metadata`, `context`), bounded so that it can be stored and sent back. */
export const jsonObject = z
  .record(z.string(), z.unknown())
  .refine((value) => isStorableJson(value, MAX_JSON_DEPTH), {
    error: `must be an object nested at most ${MAX_JSON_DEPTH} levels deep, without NUL characters`,
  });

/** Free text for a column. PostgreSQL cannot store NUL, so it is refused here instead of failing the query. */
export const textField = z
  .string()
  .max(MAX_TEXT_LENGTH, { error: `must be at most ${MAX_TEXT_LENGTH} characters long` })
  .refine((value) => !holdsNul(value), { error: NUL_MESSAGE });

/**
 * Emails are compared and stored lowercased and trimmed (Medusa lowercases; spec §3 reads the
 * profile by the lowercased, trimmed email).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An email address, lowercased and trimmed. */
export const emailField = z
  .string()
  .transform(normalizeEmail)
  .pipe(
    z
      .email({ error: "must be a valid email address" })
      .max(MAX_EMAIL_LENGTH, { error: `must be at most ${MAX_EMAIL_LENGTH} characters long` }),
  );

/** Free text that must say something. */
export const requiredText = z
  .string()
  .trim()
  .min(1, { error: "must not be empty" })
  .pipe(textField);

/** `metadata`: a JSON object, merged into the stored one (a `""` value deletes its key). */
export const metadataField = z
  .record(z.string(), z.unknown(), { error: "must be an object" })
  .refine((value) => !holdsNul(value), { error: NUL_MESSAGE });

/** ISO 3166-1 alpha-2, stored lowercase as Medusa does. */
export const countryCode = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, { error: "must be a two-letter country code" })
  .transform((code) => code.toLowerCase());

/** ISO 4217, stored lowercase (contract §1). */
export const currencyCodeField = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, { error: "must be a three-letter currency code" })
  .transform((code) => code.toLowerCase());

/** A whole number of minor units within PostgreSQL's `integer` (contract §10). */
export const moneyField = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be at least 0" })
  .max(2_147_483_647, { error: "is too large" });
