// Reading returns in the shape Medusa v1 answers them: the return's columns, its items (each with
// its reason) and the return shipping method, if it has one.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupBy } from "../../db/group-by";
import { notFound } from "../../http/errors";
import { isPossibleId } from "../carts/cart-input";
import { orders } from "../orders/tables";
import { shippingMethods } from "../shipping/tables";
import { returnItems, returnReasons, returns } from "./tables";

export type ReturnRow = typeof returns.$inferSelect;
type ReturnItemRow = typeof returnItems.$inferSelect;
type ReasonRow = typeof returnReasons.$inferSelect;
type MethodRow = typeof shippingMethods.$inferSelect;

export interface ReturnAnswer extends ReturnRow {
  items: (ReturnItemRow & { reason: ReasonRow | null })[];
  shipping_method:
    | (Omit<MethodRow, "return_id"> & { return_id: string; swap_id: null; claim_order_id: null })
    | null;
}

export const returnNotFound = (id: string) => notFound(`Return with id: ${id} was not found`);

/** The returns given, in the order given, with their items and shipping. */
export async function returnAnswers(db: Database, rows: ReturnRow[]): Promise<ReturnAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const items = await db
    .select({ item: returnItems, reason: returnReasons })
    .from(returnItems)
    .leftJoin(returnReasons, eq(returnReasons.id, returnItems.reason_id))
    .where(inArray(returnItems.return_id, ids))
    .orderBy(asc(returnItems.item_id));
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(inArray(shippingMethods.return_id, ids));
  const itemsByReturn = groupBy(items, (row) => row.item.return_id);
  const methodByReturn = new Map(methods.map((method) => [method.return_id ?? "", method]));
  return rows.map((row) => {
    const method = methodByReturn.get(row.id);
    return {
      ...row,
      items: (itemsByReturn.get(row.id) ?? []).map(({ item, reason }) => ({ ...item, reason })),
      shipping_method: method
        ? { ...method, return_id: row.id, swap_id: null, claim_order_id: null }
        : null,
    };
  });
}

/** Each order's own returns (not its exchanges'), oldest first. */
export async function returnsOfOrders(
  db: Database,
  orderIds: string[],
): Promise<Map<string, ReturnAnswer[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(returns)
    .where(and(inArray(returns.order_id, orderIds), isNull(returns.swap_id)))
    .orderBy(asc(returns.created_at), asc(returns.id));
  return groupBy(await returnAnswers(db, rows), (row) => row.order_id);
}

/** One return, or 404. */
export async function findReturn(db: Database, id: string): Promise<ReturnAnswer> {
  const [row] = isPossibleId(id) ? await db.select().from(returns).where(eq(returns.id, id)) : [];
  if (!row) throw returnNotFound(id);
  const [answer] = await returnAnswers(db, [row]);
  return answer;
}

/** The order columns Medusa's return list loads (its totals are not columns there). */
export const returnOrderColumns = {
  id: orders.id,
  display_id: orders.display_id,
  status: orders.status,
  fulfillment_status: orders.fulfillment_status,
  payment_status: orders.payment_status,
  cart_id: orders.cart_id,
  customer_id: orders.customer_id,
  email: orders.email,
  billing_address_id: orders.billing_address_id,
  shipping_address_id: orders.shipping_address_id,
  region_id: orders.region_id,
  currency_code: orders.currency_code,
  tax_rate: orders.tax_rate,
  draft_order_id: orders.draft_order_id,
  canceled_at: orders.canceled_at,
  no_notification: orders.no_notification,
  idempotency_key: orders.idempotency_key,
  external_id: orders.external_id,
  sales_channel_id: orders.sales_channel_id,
  metadata: orders.metadata,
  created_at: orders.created_at,
  updated_at: orders.updated_at,
};

/** A page of returns, newest first, each with its order, and how many there are. */
export async function listReturns(
  db: Database,
  page: { offset: number; limit: number; where?: SQL },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(page.where)
      .orderBy(desc(returns.created_at), desc(returns.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ count: count() }).from(returns).where(page.where),
  ]);
  const orderIds = [...new Set(rows.flatMap((row) => (row.order_id ? [row.order_id] : [])))];
  const orderRows =
    orderIds.length === 0
      ? []
      : await db.select(returnOrderColumns).from(orders).where(inArray(orders.id, orderIds));
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  const answers = await returnAnswers(db, rows);
  return {
    returns: answers.map((answer) => ({
      ...answer,
      order: orderById.get(answer.order_id ?? "") ?? null,
      swap: null,
    })),
    count: total.count,
  };
}
