// The seam between customers and orders. GET /store/customers/me/orders and the sign-in
// responses (`orders` on POST/GET /store/auth) read a customer's orders only through
// `listCustomerOrders`, whose orders come from the orders module in the Store shape (§9).
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../orders/tables";
import { comparisonConditions } from "../../http/list-query";
import { storeOrders, type StoreOrder } from "../orders/order-response";

/** The query of GET /store/customers/me/orders (contract medusa-v1 §8), validated by the route. */
export interface CustomerOrdersQuery {
  offset: number;
  limit: number;
  id?: string;
  q?: string;
  status?: string[];
  fulfillment_status?: string[];
  payment_status?: string[];
  display_id?: number;
  cart_id?: string;
  email?: string;
  region_id?: string;
  currency_code?: string;
  tax_rate?: string;
  created_at?: DateRange;
  updated_at?: DateRange;
  canceled_at?: DateRange;
  fields?: string[];
  expand?: string[];
}

export interface DateRange {
  lt?: Date;
  gt?: Date;
  lte?: Date;
  gte?: Date;
}

/** An order in the Medusa v1 store shape (§9); the orders module owns its exact type. */
export type CustomerOrder = StoreOrder;

export interface CustomerOrderPage {
  orders: CustomerOrder[];
  /** All matching orders, before offset and limit. */
  count: number;
}

/** The query's filters as conditions; the customer filter is added by the caller, always. */
function filtersOf(query: CustomerOrdersQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.id !== undefined) conditions.push(eq(orders.id, query.id));
  if (query.q !== undefined) {
    conditions.push(sql`position(lower(${query.q}) in lower(${orders.email})) > 0`);
  }
  // The status filters take any text: a status no order has matches none.
  if (query.status?.length) conditions.push(inArray(sql`${orders.status}`, query.status));
  if (query.fulfillment_status?.length) {
    conditions.push(inArray(sql`${orders.fulfillment_status}`, query.fulfillment_status));
  }
  if (query.payment_status?.length) {
    conditions.push(inArray(sql`${orders.payment_status}`, query.payment_status));
  }
  if (query.display_id !== undefined) conditions.push(eq(orders.display_id, query.display_id));
  if (query.cart_id !== undefined) conditions.push(eq(orders.cart_id, query.cart_id));
  if (query.email !== undefined) conditions.push(eq(orders.email, query.email.toLowerCase()));
  if (query.region_id !== undefined) conditions.push(eq(orders.region_id, query.region_id));
  if (query.currency_code !== undefined) {
    conditions.push(eq(orders.currency_code, query.currency_code.toLowerCase()));
  }
  if (query.tax_rate !== undefined) {
    const rate = Number(query.tax_rate);
    conditions.push(Number.isFinite(rate) ? eq(orders.tax_rate, rate) : sql`false`);
  }
  conditions.push(...comparisonConditions(orders.created_at, query.created_at));
  conditions.push(...comparisonConditions(orders.updated_at, query.updated_at));
  conditions.push(...comparisonConditions(orders.canceled_at, query.canceled_at));
  return conditions;
}

/**
 * The customer's orders, newest first, always filtered to `customerId` (a client cannot widen
 * it). With a query: that page and its filters; without: every order with its items, for the
 * sign-in responses.
 */
export async function listCustomerOrders(
  db: Database,
  customerId: string,
  publicUrl: string,
  query?: CustomerOrdersQuery,
): Promise<CustomerOrderPage> {
  const where = and(eq(orders.customer_id, customerId), ...(query ? filtersOf(query) : []));
  const page = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.display_id))
    .$dynamic();
  const rows = query ? await page.limit(query.limit).offset(query.offset) : await page;
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return { orders: await storeOrders(db, rows, publicUrl), count: total };
}
