// Request pieces shared by the cart endpoints. Beyond shape, they keep out what PostgreSQL would
// refuse (NUL characters, lone surrogates, JSON nested past the stack) so that no input is a 500.
import { z } from "zod";
import { MAX_ID_LENGTH, MAX_JSON_DEPTH, MAX_LINE_QUANTITY } from "./constants";

/** An unpaired surrogate (a pair counts as one code point under the `u` flag). */
const loneSurrogate = /\p{Cs}/u;

/** PostgreSQL text and jsonb refuse NUL characters and unpaired surrogates. */
function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

function isStorableJson(value: unknown, depthLeft: number): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (value === null || typeof value !== "object") return true;
  if (depthLeft === 0) return false;
  const children = Array.isArray(value) ? value : Object.entries(value).flat();
  return children.every((child) => isStorableJson(child, depthLeft - 1));
}

/** A row id as a client sends it; an id that cannot exist is simply not found later. */
export const entityId = z
  .string()
  .min(1, { error: "must not be empty" })
  .max(MAX_ID_LENGTH, { error: `must be at most ${MAX_ID_LENGTH} characters` })
  .refine(isStorableText, { error: "must be plain text" });

/** Whether a path parameter can name a row at all (otherwise the answer is a plain not found). */
export function isPossibleId(id: string): boolean {
  return id.length <= MAX_ID_LENGTH && isStorableText(id);
}

/** A free-form object (`metadata`, `context`), bounded so that it can be stored and sent back. */
export const jsonObject = z
  .record(z.string(), z.unknown())
  .refine((value) => isStorableJson(value, MAX_JSON_DEPTH), {
    error: `must be an object nested at most ${MAX_JSON_DEPTH} levels deep, without NUL characters`,
  });

/** A line quantity: a whole number from `min` up to the per-line ceiling. */
export const lineQuantity = (min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a number") })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` });

/** ISO 3166-1 alpha-2, stored lowercase as Medusa does. */
export const countryCode = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, { error: "must be a two-letter country code" })
  .transform((code) => code.toLowerCase());
