// Query-string pieces shared by the catalogue's list routes (Medusa v1 §4): pagination, the
// `order` parameter, `created_at[gt]=…` style comparisons and free-text matching.
import { asc, desc, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { invalidData } from "./errors";

// The query-string schemas live with the route declarations.
export {
  dateComparison,
  dateText,
  numberComparison,
  paginationQuery,
  queryText,
  type DateComparison,
} from "@atelier/contracts";

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
