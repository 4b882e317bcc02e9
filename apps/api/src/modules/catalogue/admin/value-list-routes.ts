// GET /admin/product-tags and /admin/product-types (contract medusa-v1 §12.1): lists only, with
// `q`, `value[]`, `id[]`, paging and `order`; always fresh, unlike the cached Store lists.
import { AdminGetProductTags, AdminGetProductTypes, type ParsedQuery } from "@atelier/contracts";
import { and, count, ilike, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../../http/context";
import {
  comparisonConditions,
  containsPattern,
  NEWEST_FIRST,
  orderColumns,
  parseOrder,
} from "../../../http/list-query";
import { bind, mount, reply } from "../../../http/route";
import { productTags, productTypes } from "../tables";

const ORDER_FIELDS = ["id", "value", "created_at", "updated_at"] as const;

/** Tags and types take the same query; only its default page size differs. */
type ValueListQuery = ParsedQuery<typeof AdminGetProductTags | typeof AdminGetProductTypes>;

/** Parses `order` first, so a bad one is a 400 before the database is asked. */
async function listValueRows(
  db: Database,
  table: typeof productTags | typeof productTypes,
  query: ValueListQuery,
) {
  const order = parseOrder(query.order, ORDER_FIELDS, NEWEST_FIRST);
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
  return { rows, count: total.count, offset: query.offset, limit: query.limit };
}

const tagListRoute = bind(AdminGetProductTags, async (c, input) => {
  const { rows, ...page } = await listValueRows(c.get("deps").db, productTags, input.query());
  return reply(c, AdminGetProductTags, 200, { product_tags: rows, ...page });
});

const typeListRoute = bind(AdminGetProductTypes, async (c, input) => {
  const { rows, ...page } = await listValueRows(c.get("deps").db, productTypes, input.query());
  return reply(c, AdminGetProductTypes, 200, { product_types: rows, ...page });
});

export const adminValueListRoutes = mount(new Hono<AppEnv>(), "/admin", [
  tagListRoute,
  typeListRoute,
]);
