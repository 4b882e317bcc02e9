// The error bodies every route answers with (Medusa v1 §2; Sanity's HTTP API for /content).
import { z } from "zod";

export const MEDUSA_ERROR_TYPES = [
  "not_found",
  "invalid_data",
  "not_allowed",
  "unauthorized",
  "duplicate_error",
  "payment_authorization_error",
  "conflict",
  "database_error",
  "unexpected_state",
  "invalid_argument",
  "unknown_error",
] as const;

export const MedusaErrorType = z.enum(MEDUSA_ERROR_TYPES);
export type MedusaErrorType = z.infer<typeof MedusaErrorType>;

export const MedusaError = z
  .object({
    type: MedusaErrorType,
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({
    id: "MedusaError",
    description: "Every Store and Admin error (Medusa v1): the type implies the status.",
  });
export type MedusaError = z.infer<typeof MedusaError>;

/** /content errors: `{ statusCode, error, message }`. */
export const SanityError = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: "SanityError", description: "A content API error, as Sanity's HTTP API sends it." });
export type SanityError = z.infer<typeof SanityError>;

/** A refused /content request with detail (a failed mutation, a query that does not parse). */
export const SanityDetailedError = z
  .object({
    error: z.looseObject({ type: z.string(), description: z.string() }),
  })
  .meta({ id: "SanityDetailedError" });

/**
 * Medusa's MultipleErrors body: a 400 that lists every problem (a catalogue read reaching outside
 * the publishable key's sales channels, §2, §3.4).
 */
export const MedusaMultipleErrors = z
  .object({ errors: z.array(z.string()), message: z.string() })
  .meta({ id: "MedusaMultipleErrors" });
export type MedusaMultipleErrors = z.infer<typeof MedusaMultipleErrors>;

/** The text body of a refused identity (Medusa answers 401 with the bare word). */
export const UNAUTHORIZED_TEXT = "Unauthorized";

/** A 400 of a route scoped by the publishable key: invalid input, or a sales channel outside it. */
export const ScopedRequestRefused = z.union([MedusaError, MedusaMultipleErrors]);
