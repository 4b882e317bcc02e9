// Request pieces shared by the cart endpoints. Beyond shape, they keep out what PostgreSQL would
// refuse (NUL characters, lone surrogates, JSON nested past the stack) so that no input is a 500.
import { isStorableText, MAX_ID_LENGTH } from "@atelier/contracts";
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./constants";

// Pieces every domain's bodies share live with the route declarations.
export { countryCode, entityId, jsonObject } from "@atelier/contracts";

/** Whether a path parameter can name a row at all (otherwise the answer is a plain not found). */
export function isPossibleId(id: string): boolean {
  return id.length <= MAX_ID_LENGTH && isStorableText(id);
}

/** A line quantity: a whole number from `min` up to the per-line ceiling. */
export const lineQuantity = (min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a number") })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` });
