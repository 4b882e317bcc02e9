// Product tags and product types share one shape (`{id, value}` plus timestamps) and one set of
// Store routes (Medusa v1 §5, §7.3): a filtered list and, as our addition, a retrieve by id.
import { and, count, eq, ilike, inArray, isNull, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import type { productTags, productTypes } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { parseQuery, queryList } from "../../../http/validation";
import {
  comparisonConditions,
  containsPattern,
  dateComparison,
  type ListOrder,
  NEWEST_FIRST,
  orderColumns,
  paginationQuery,
  parseOrder,
} from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";

type ValueTable = typeof productTags | typeof productTypes;

export interface ValueEntityRoutesOptions {
  table: ValueTable;
  /** The route path, e.g. `/product-tags`. */
  path: string;
  listKey: string;
  itemKey: string;
  /** The entity's name in a not-found message. */
  entityName: string;
}

const valueOrderFields = ["id", "value", "created_at", "updated_at"] as const;

const valueListQuery = z.strictObject({
  ...paginationQuery(20),
  id: queryList.optional(),
  /** Case-insensitive, anywhere in the value. */
  q: z.string().optional(),
  value: queryList.optional(),
  created_at: dateComparison,
  updated_at: dateComparison,
  order: z.string().optional(),
});

function storeFields(table: ValueTable) {
  return {
    id: table.id,
    value: table.value,
    created_at: table.created_at,
    updated_at: table.updated_at,
  };
}

async function listValues(
  db: Database,
  table: ValueTable,
  query: z.infer<typeof valueListQuery>,
  order: ListOrder<(typeof valueOrderFields)[number]>,
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

export function valueEntityRoutes(options: ValueEntityRoutesOptions): Hono<AppEnv> {
  const { table, path, listKey, itemKey, entityName } = options;
  const routes = new Hono<AppEnv>();
  routes.use(`${path}/*`, refuseNulCharacters);

  routes.get(path, async (c) => {
    const query = parseQuery(c, valueListQuery);
    const order = parseOrder(query.order, valueOrderFields, NEWEST_FIRST);
    const { db } = c.get("deps");
    return cachedJson(c, catalogueCacheKey(listKey, query), async () => {
      const { rows, total } = await listValues(db, table, query, order);
      return { [listKey]: rows, count: total, offset: query.offset, limit: query.limit };
    });
  });

  routes.get(`${path}/:id`, (c) => {
    const id = c.req.param("id");
    const { db } = c.get("deps");
    return cachedJson(c, catalogueCacheKey(itemKey, id), async () => {
      const [row] = await db
        .select(storeFields(table))
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deleted_at)));
      if (row === undefined) throw notFound(`${entityName} with id: ${id} was not found`);
      return { [itemKey]: row };
    });
  });

  return routes;
}
