// Admin orders (contract medusa-v1 §9, §12.1): list with status filters, search by display id or
// email and paging, newest first; one order in full, with its refunds; and the order actions
// (capture, refund, fulfil, ship, cancel, complete, archive, update) from `action-routes.ts`.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { orders } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { parseQuery, queryFieldList, queryInt, queryList } from "../../../http/validation";
import { adminOrders, findAdminOrder } from "../order-response";
import { adminOrderActionRoutes } from "./action-routes";

const ORDERS_DEFAULT_LIMIT = 50;

const listQuery = z.strictObject({
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  status: queryList.optional(),
  payment_status: queryList.optional(),
  fulfillment_status: queryList.optional(),
  customer_id: z.string().min(1).optional(),
  region_id: z.string().min(1).optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(ORDERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

type ListQuery = z.infer<typeof listQuery>;

type StatusColumn =
  typeof orders.status | typeof orders.payment_status | typeof orders.fulfillment_status;

function oneOf(column: StatusColumn, values: string[] | undefined): SQL | undefined {
  if (!values || values.length === 0) return undefined;
  return inArray(column, values);
}

function filters(query: ListQuery): SQL | undefined {
  const displayId =
    query.q && /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace("#", "")) : undefined;
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    oneOf(orders.status, query.status),
    oneOf(orders.payment_status, query.payment_status),
    oneOf(orders.fulfillment_status, query.fulfillment_status),
    query.customer_id ? eq(orders.customer_id, query.customer_id) : undefined,
    query.region_id ? eq(orders.region_id, query.region_id) : undefined,
    pattern
      ? or(
          ilike(orders.email, pattern),
          displayId === undefined ? undefined : eq(orders.display_id, displayId),
        )
      : undefined,
  );
}

export const adminOrderRoutes = new Hono<AppEnv>()
  .get("/orders", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db, config } = c.get("deps");
    const where = filters(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.created_at), desc(orders.display_id))
        .offset(query.offset)
        .limit(query.limit),
      db.select({ count: count() }).from(orders).where(where),
    ]);
    return c.json({
      orders: await adminOrders(db, rows, config.publicUrl),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .get("/orders/:id", async (c) => {
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    const order = await findAdminOrder(db, id, config.publicUrl);
    if (!order) throw notFound(`Order with id ${id} was not found`);
    return c.json({ order });
  })
  .route("/", adminOrderActionRoutes);
