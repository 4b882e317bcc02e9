// Admin orders (contract medusa-v1 §9, §12.1): list with status filters, search by display id or
// email and paging, newest first; one order in full, with its refunds; and the order actions
// (update, capture, refund, fulfil, ship, cancel, complete, archive) from `action-routes.ts`.
import { AdminGetOrders, AdminGetOrdersOrder, type ParsedQuery } from "@atelier/contracts";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { orders } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { bind, mount, reply } from "../../../http/route";
import { adminOrders, findAdminOrder } from "../order-response";
import { adminOrderActionRoutes } from "./action-routes";

type ListQuery = Omit<ParsedQuery<typeof AdminGetOrders>, "offset" | "limit">;

type StatusColumn =
  typeof orders.status | typeof orders.payment_status | typeof orders.fulfillment_status;

/** The filter takes any text, as it always has: a status no order has matches none. */
function oneOf(column: StatusColumn, values: string[] | undefined): SQL | undefined {
  if (!values || values.length === 0) return undefined;
  return inArray(sql`${column}`, values);
}

export function adminOrderConditions(query: ListQuery): SQL | undefined {
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

const listRoute = bind(AdminGetOrders, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  const where = adminOrderConditions(query);
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
  return reply(c, AdminGetOrders, 200, {
    orders: await adminOrders(db, rows, config.publicUrl),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const retrieveRoute = bind(AdminGetOrdersOrder, async (c, { params }) => {
  const { db, config } = c.get("deps");
  const order = await findAdminOrder(db, params.id, config.publicUrl);
  if (!order) throw notFound(`Order with id ${params.id} was not found`);
  return reply(c, AdminGetOrdersOrder, 200, { order });
});

export const adminOrderRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  retrieveRoute,
  ...adminOrderActionRoutes,
]);
