// PostgreSQL text cannot hold a NUL character, and a value carrying one makes the database
// refuse the whole query. No catalogue value can contain one, so such input is a 400 at the edge.
import type { z } from "zod";
import { holdsNul } from "./input";

export const NUL_IN_REQUEST_MESSAGE =
  "The request contains a NUL character (%00), which no catalogue value can hold.";

/** For JSON bodies: `schema.superRefine(refuseNulInBody)`. */
export function refuseNulInBody(value: unknown, context: z.RefinementCtx): void {
  if (holdsNul(value)) context.addIssue({ code: "custom", message: NUL_IN_REQUEST_MESSAGE });
}
