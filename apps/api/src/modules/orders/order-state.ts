// What every order action starts and ends with: the order row locked for the action's
// transaction (so two actions on one order run one after the other, and two refunds cannot both
// pass the refundable check), and the order re-read in the Admin shape.
import { eq, sql } from "drizzle-orm";
import { lineItems } from "../carts/tables";
import { orders } from "./tables";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { orderNotFound } from "./errors";
import { adminOrders, type AdminOrder, type OrderRow } from "./order-response";

/** The order row, locked until the transaction ends; 404 when there is none. */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const [row] = isPossibleId(id)
    ? await tx.select().from(orders).where(eq(orders.id, id)).for("update")
    : [];
  if (!row) throw orderNotFound(id);
  return row;
}

/** The order as the action leaves it, read inside the action's transaction. */
export async function reloadOrder(
  tx: Transaction,
  id: string,
  publicUrl: string,
): Promise<AdminOrder> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  const [order] = await adminOrders(tx, [row], publicUrl);
  return order;
}

export type OrderLine = typeof lineItems.$inferSelect;

export async function orderLines(tx: Transaction, orderId: string): Promise<OrderLine[]> {
  return tx
    .select()
    .from(lineItems)
    .where(eq(lineItems.order_id, orderId))
    .orderBy(lineItems.created_at, lineItems.id);
}

type FulfillmentStatus =
  "not_fulfilled" | "partially_fulfilled" | "fulfilled" | "partially_shipped" | "shipped";

/**
 * The order's fulfillment status from its lines (§13): any shipped goods make it (partially)
 * shipped, else any packed goods make it (partially) fulfilled.
 */
export function fulfillmentStatusOf(lines: OrderLine[]): FulfillmentStatus {
  const shipped = lines.some((line) => (line.shipped_quantity ?? 0) > 0);
  if (shipped) {
    return lines.every((line) => (line.shipped_quantity ?? 0) >= line.quantity)
      ? "shipped"
      : "partially_shipped";
  }
  const fulfilled = lines.some((line) => (line.fulfilled_quantity ?? 0) > 0);
  if (fulfilled) {
    return lines.every((line) => (line.fulfilled_quantity ?? 0) >= line.quantity)
      ? "fulfilled"
      : "partially_fulfilled";
  }
  return "not_fulfilled";
}

/** Changes the order's statuses (and when it was canceled). */
export async function setOrderStatuses(
  tx: Transaction,
  id: string,
  changes: Pick<
    Partial<typeof orders.$inferInsert>,
    "status" | "payment_status" | "fulfillment_status" | "canceled_at"
  >,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(orders.id, id));
}
