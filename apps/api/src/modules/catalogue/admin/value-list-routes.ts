// GET /admin/product-tags and /admin/product-types (contract medusa-v1 §12.1): lists only, with
// `q`, `value[]`, `id[]`, paging and `order`; always fresh, unlike the cached Store lists.
import { and, count, ilike, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { productTags, productTypes } from "../tables";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList, queryList } from "../../../http/validation";
import {
  comparisonConditions,
  containsPattern,
  dateComparison,
  NEWEST_FIRST,
  orderColumns,
  paginationQuery,
  parseOrder,
} from "../../../http/list-query";
import { TAGS_DEFAULT_LIMIT, TYPES_DEFAULT_LIMIT } from "../constants";

const ORDER_FIELDS = ["id", "value", "created_at", "updated_at"] as const;

function valueListRoute(
  table: typeof productTags | typeof productTypes,
  path: string,
  listKey: string,
  defaultLimit: number,
) {
  const listQuery = z.strictObject({
    ...paginationQuery(defaultLimit),
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    id: queryList.optional(),
    value: queryList.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  });
  return new Hono<AppEnv>().get(path, async (c) => {
    const query = parseQuery(c, listQuery);
    const order = parseOrder(query.order, ORDER_FIELDS, NEWEST_FIRST);
    const { db } = c.get("deps");
    const where = and(
      isNull(table.deleted_at),
      ...comparisonConditions(table.created_at, query.created_at),
      ...comparisonConditions(table.updated_at, query.updated_at),
      query.id !== undefined && query.id.length > 0 ? inArray(table.id, query.id) : undefined,
      query.value !== undefined && query.value.length > 0
        ? inArray(table.value, query.value)
        : undefined,
      query.q ? ilike(table.value, containsPattern(query.q)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderColumns(table[order.field], table.id, order.descending))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ count: count() }).from(table).where(where),
    ]);
    return c.json({
      [listKey]: rows,
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  });
}

export const adminValueListRoutes = new Hono<AppEnv>()
  .route("/", valueListRoute(productTags, "/product-tags", "product_tags", TAGS_DEFAULT_LIMIT))
  .route("/", valueListRoute(productTypes, "/product-types", "product_types", TYPES_DEFAULT_LIMIT));
