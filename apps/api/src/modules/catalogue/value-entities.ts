// Product tags and product types share one shape (`{id, value}` plus timestamps) and one set of
// Store reads (Medusa v1 §5, §7.3): a filtered list and, as our addition, a retrieve by id.
import type { GetProductTags, ParsedQuery } from "@atelier/contracts";
import { and, count, eq, ilike, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import {
  comparisonConditions,
  containsPattern,
  NEWEST_FIRST,
  orderColumns,
  parseOrder,
} from "../../http/list-query";
import type { productTags, productTypes } from "./tables";

export type ValueTable = typeof productTags | typeof productTypes;

/** Tags and types take the same query (one schema in the declarations). */
export type ValueListQuery = ParsedQuery<typeof GetProductTags>;

const valueOrderFields = ["id", "value", "created_at", "updated_at"] as const;

function storeFields(table: ValueTable) {
  return {
    id: table.id,
    value: table.value,
    created_at: table.created_at,
    updated_at: table.updated_at,
  };
}

/** Parses `order` first, so a bad one is a 400 before any cache lookup. */
export function valueListOrder(query: ValueListQuery) {
  return parseOrder(query.order, valueOrderFields, NEWEST_FIRST);
}

export async function listValues(
  db: Database,
  table: ValueTable,
  query: ValueListQuery,
  order: ReturnType<typeof valueListOrder>,
) {
  const conditions: SQL[] = [
    isNull(table.deleted_at),
    ...comparisonConditions(table.created_at, query.created_at),
    ...comparisonConditions(table.updated_at, query.updated_at),
  ];
  if (query.id !== undefined && query.id.length > 0) conditions.push(inArray(table.id, query.id));
  if (query.value !== undefined && query.value.length > 0)
    conditions.push(inArray(table.value, query.value));
  if (query.q) conditions.push(ilike(table.value, containsPattern(query.q)));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(storeFields(table))
      .from(table)
      .where(where)
      .orderBy(...orderColumns(table[order.field], table.id, order.descending))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total };
}

/** One live tag or type; `entityName` names it in the not-found message. */
export async function retrieveValue(
  db: Database,
  table: ValueTable,
  id: string,
  entityName: "ProductTag" | "ProductType",
) {
  const [row] = await db
    .select(storeFields(table))
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)));
  if (row === undefined) throw notFound(`${entityName} with id: ${id} was not found`);
  return row;
}
