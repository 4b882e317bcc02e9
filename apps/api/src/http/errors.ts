// The one API error shape (Medusa v1 §2): `{ type, message, code? }` with the status its type implies.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type MedusaErrorType =
  | "not_found"
  | "invalid_data"
  | "not_allowed"
  | "unauthorized"
  | "duplicate_error"
  | "payment_authorization_error"
  | "conflict"
  | "database_error"
  | "unexpected_state"
  | "invalid_argument"
  | "unknown_error";

const statusByType: Record<MedusaErrorType, ContentfulStatusCode> = {
  not_found: 404,
  invalid_data: 400,
  not_allowed: 400,
  unauthorized: 401,
  duplicate_error: 422,
  payment_authorization_error: 422,
  conflict: 409,
  database_error: 500,
  unexpected_state: 500,
  invalid_argument: 500,
  unknown_error: 500,
};

export const CONFLICT_MESSAGE =
  "The request conflicted with another request. You may retry the request with the provided Idempotency-Key.";

export class MedusaError extends Error {
  constructor(
    readonly type: MedusaErrorType,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "MedusaError";
  }

  get status(): ContentfulStatusCode {
    return statusByType[this.type];
  }
}

export const notFound = (message: string) => new MedusaError("not_found", message);
export const invalidData = (message: string, code?: string) =>
  new MedusaError("invalid_data", message, code);
export const notAllowed = (message: string, code?: string) =>
  new MedusaError("not_allowed", message, code);
export const conflict = () => new MedusaError("conflict", CONFLICT_MESSAGE, "invalid_state_error");

export function errorBody(error: MedusaError): { type: string; message: string; code?: string } {
  const code =
    error.type === "duplicate_error"
      ? "invalid_request_error"
      : error.type === "conflict"
        ? "invalid_state_error"
        : error.code;
  return code === undefined
    ? { type: error.type, message: error.message }
    : { code, type: error.type, message: error.message };
}

/** Postgres error codes that mean the client sent something impossible rather than the server failing. */
function fromDatabaseError(error: unknown): MedusaError | undefined {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  const detail = String(
    (error as { detail?: unknown; cause?: { detail?: unknown } })?.detail ??
      (error as { cause?: { detail?: unknown } })?.cause?.detail ??
      "",
  );
  switch (code) {
    case "23505":
      return new MedusaError(
        "duplicate_error",
        detail || "A record with these values already exists.",
      );
    case "23503":
      return new MedusaError("not_found", detail || "A referenced record does not exist.");
    case "40001":
    case "40P01":
      return conflict();
    case "23502":
    case "22021":
    case "22P02":
    case "22003":
      return new MedusaError(
        "invalid_data",
        detail || "The request holds a value the database refused.",
      );
    default:
      return undefined;
  }
}

export function toMedusaError(error: unknown): MedusaError {
  if (error instanceof MedusaError) return error;
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  return new MedusaError("unknown_error", "An unknown error occurred.", "unknown_error");
}

/** Hono's onError: every thrown error leaves as the Medusa body; only real faults are logged. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof HTTPException) {
    const status = error.status;
    const type: MedusaErrorType =
      status === 401 ? "unauthorized" : status === 404 ? "not_found" : "invalid_data";
    const message = error.message || (status === 413 ? "Request body is too large" : "Bad request");
    return c.json({ type, message }, status >= 500 ? 500 : (status as ContentfulStatusCode));
  }
  const medusaError = toMedusaError(error);
  if (medusaError.status >= 500) console.error(error);
  return c.json(errorBody(medusaError), medusaError.status);
}
