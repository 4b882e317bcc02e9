// A refused asset request: a status and a readable message, sent in Sanity's Boom-style error body
// (contract §4.1: `{statusCode, error, message}` reads as "Bad Request - <message>" in the client).
import type { Context } from "hono";

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  413: "Payload Too Large",
};

export class AssetError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413,
    message: string,
  ) {
    super(message);
    this.name = "AssetError";
  }
}

export function assetErrorResponse(c: Context, error: AssetError): Response {
  return c.json(
    { statusCode: error.status, error: REASONS[error.status], message: error.message },
    error.status,
  );
}
