// Query-string pieces shared by the catalogue's list routes (Medusa v1 §4): pagination, the
// `order` parameter, `created_at[gt]=…` style comparisons and free-text matching.
import { asc, desc, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { invalidData } from "./errors";
import { queryInt } from "./validation";

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
export const dateText = z.string().transform((value, context) => {
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
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(-2_147_483_648, { error: "is too small" })
  .max(2_147_483_647, { error: "is too large" });

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

interface Comparison<T> {
  lt?: T;
  gt?: T;
  lte?: T;
  gte?: T;
}

export function comparisonConditions<T>(
  column: AnyPgColumn,
  comparison: Comparison<T> | undefined,
): SQL[] {
  if (comparison === undefined) return [];
  const conditions: SQL[] = [];
  if (comparison.lt !== undefined) conditions.push(lt(column, comparison.lt));
  if (comparison.gt !== undefined) conditions.push(gt(column, comparison.gt));
  if (comparison.lte !== undefined) conditions.push(lte(column, comparison.lte));
  if (comparison.gte !== undefined) conditions.push(gte(column, comparison.gte));
  return conditions;
}

export interface ListOrder<F extends string = string> {
  field: F;
  descending: boolean;
}

/** Medusa's default list order. */
export const NEWEST_FIRST = { field: "created_at", descending: true } as const;

function isOneOf<F extends string>(value: string, allowed: readonly F[]): value is F {
  return (allowed as readonly string[]).includes(value);
}

/** Medusa's `order`: a field name, `-` prefixed for descending; lists default to newest first. */
export function parseOrder<F extends string>(
  order: string | undefined,
  allowedFields: readonly F[],
  fallback: ListOrder<F>,
): ListOrder<F> {
  if (order === undefined || order === "") return fallback;
  const descending = order.startsWith("-");
  const field = descending ? order.slice(1) : order;
  if (!isOneOf(field, allowedFields)) throw invalidData(`Order field ${field} is not valid`);
  return { field, descending };
}

/** Sorts by `column`, then by id in the same direction so that pages never overlap. */
export function orderColumns(
  column: AnyPgColumn | SQL,
  id: AnyPgColumn,
  descending: boolean,
): SQL[] {
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/** An ILIKE pattern that matches `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
