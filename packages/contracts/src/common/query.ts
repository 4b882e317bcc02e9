// Pieces of query strings, which arrive as text (or arrays of text, as qs parses them).
import { z } from "zod";

/** A whole number from the query string, with bounds and a default. */
export const queryInt = (fallback: number, { min = 0, max = 1000 } = {}) =>
  z.coerce
    .number<number | string>({ error: "must be a number" })
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

/** "true" or "false"; a caller may write a boolean, which the query string carries as that text. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: 'must be "true" or "false"' })
  .transform((value) => value === true || value === "true");

/** `expand` and `fields` are accepted on reads; they are comma lists. */
export const queryFieldList = queryList.optional();

/** `offset` and `limit`, with the route's own default limit. */
export function paginationQuery(defaultLimit: number) {
  return {
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(defaultLimit),
  };
}

/** A query-string value that must be present and non-empty when given. */
export const queryText = z.string().min(1, { error: "must not be empty" });

/** Dates JavaScript can hold reach far past PostgreSQL's; four-digit years suit every catalogue. */
export const dateText = z
  .string()
  .meta({ format: "date-time" })
  .transform((value, context) => {
    const date = new Date(value);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
      context.addIssue({ code: "custom", message: "must be a date between the years 1 and 9999" });
      return z.NEVER;
    }
    return date;
  });

/** `created_at[gt]=2024-01-01&created_at[lte]=…`. */
export const dateComparison = z
  .strictObject({
    lt: dateText.optional(),
    gt: dateText.optional(),
    lte: dateText.optional(),
    gte: dateText.optional(),
  })
  .optional();
export type DateComparison = z.infer<typeof dateComparison>;

/** A whole number within PostgreSQL's `integer` range. */
const queryInteger = z.coerce
  .number<number | string>({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(-2_147_483_648, { error: "is too small" })
  .max(2_147_483_647, { error: "is too large" })
  .meta({ type: "integer" });

/** `inventory_quantity=3` or `inventory_quantity[gte]=1`. */
export const numberComparison = z.union([
  queryInteger,
  z.strictObject({
    lt: queryInteger.optional(),
    gt: queryInteger.optional(),
    lte: queryInteger.optional(),
    gte: queryInteger.optional(),
  }),
]);
