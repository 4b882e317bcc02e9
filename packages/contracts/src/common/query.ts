// Pieces of query strings, which arrive as text (or arrays of text, as qs parses them).
import { z } from "zod";

/** A whole number from the query string, with bounds and a default. */
export const queryInt = (fallback: number, { min = 0, max = 1000 } = {}) =>
  z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback)
    // The document names the wire type (a coerced number would read as "integer or null").
    .meta({ type: "integer", minimum: min, maximum: max, default: fallback });

/** A list from the query string: `a[]=x&a[]=y`, `a=x,y` and a single `a=x` all become arrays. */
export const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).filter(Boolean));

export const queryBoolean = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

/** `expand` and `fields` are accepted on reads; they are comma lists. */
export const queryFieldList = queryList.optional();
