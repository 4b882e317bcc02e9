// PostgreSQL text cannot hold a NUL character, and a value carrying one makes the database
// refuse the whole query. No catalogue value can contain one, so such input is a 400 at the edge.
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { invalidData } from "./errors";

const NUL_MESSAGE =
  "The request contains a NUL character (%00), which no catalogue value can hold.";

/** For a router's paths: checks the query string and the path parameters in one place. */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  if (/%00/.test(c.req.url)) throw invalidData(NUL_MESSAGE);
  await next();
};

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsNul);
  return false;
}

/** For JSON bodies: `schema.superRefine(refuseNulInBody)`. */
export function refuseNulInBody(value: unknown, context: z.RefinementCtx): void {
  if (holdsNul(value)) context.addIssue({ code: "custom", message: NUL_MESSAGE });
}
