// An order's life after it is placed (contract medusa-v1 §12.5): staff complete it, archive it
// once completed, cancel it while nothing has been refunded or packed, and change its email,
// notification choice and metadata. Each runs inside the caller's transaction with the order row
// locked (`lockOrder`).
import { and, eq, isNull, sql } from "drizzle-orm";
import { claimOrders } from "../claims/tables";
import { orders } from "./tables";
import { payments, refunds } from "../payments/tables";
import { notAllowed } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { mergeMetadata } from "../carts/line-items";
import { releaseLineReservations } from "../inventory/stock-movements";
import type { OrderRow } from "./order-response";
import { ORDER_MESSAGES } from "./constants";
import { hasLiveFulfillments } from "./fulfillment-actions";
import { orderLines, setOrderStatuses } from "./order-state";

export interface OrderUpdate {
  email?: string;
  no_notification?: boolean | null;
  metadata?: Record<string, unknown> | null;
}

/** Frees what the order's lines still hold, so the units are available again. */
async function releaseOrderStock(tx: Transaction, orderId: string): Promise<void> {
  const lines = await orderLines(tx, orderId);
  await releaseLineReservations(
    tx,
    lines.map((line) => line.id),
  );
}

/** Cancels the order, its payments and its claim on stock. */
export async function cancelOrder(tx: Transaction, order: OrderRow): Promise<void> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.alreadyCanceled);
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.order_id, order.id))
    .limit(1);
  if (refund) throw notAllowed(ORDER_MESSAGES.withRefunds);
  if (await hasLiveFulfillments(tx, order.id)) throw notAllowed(ORDER_MESSAGES.withFulfillments);
  const [claim] = await tx
    .select({ id: claimOrders.id })
    .from(claimOrders)
    .where(and(eq(claimOrders.order_id, order.id), isNull(claimOrders.canceled_at)))
    .limit(1);
  if (claim) throw notAllowed(ORDER_MESSAGES.withClaims);

  await releaseOrderStock(tx, order.id);
  await tx
    .update(payments)
    .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(payments.order_id, order.id), isNull(payments.canceled_at)));
  await setOrderStatuses(tx, order.id, {
    status: "canceled",
    payment_status: "canceled",
    fulfillment_status: "canceled",
    canceled_at: new Date(),
  });
}

export async function completeOrder(tx: Transaction, order: OrderRow): Promise<void> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledComplete);
  if (order.status === "archived") throw notAllowed(ORDER_MESSAGES.archivedComplete);
  await setOrderStatuses(tx, order.id, { status: "completed" });
}

export async function archiveOrder(tx: Transaction, order: OrderRow): Promise<void> {
  if (order.status !== "completed") throw notAllowed(ORDER_MESSAGES.archiveUnprocessed);
  await setOrderStatuses(tx, order.id, { status: "archived" });
}

export async function updateOrder(
  tx: Transaction,
  order: OrderRow,
  update: OrderUpdate,
): Promise<void> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledUpdate);
  await tx
    .update(orders)
    .set({
      email: update.email,
      no_notification: update.no_notification,
      metadata:
        update.metadata === undefined
          ? undefined
          : update.metadata === null
            ? null
            : mergeMetadata(order.metadata, update.metadata),
      updated_at: sql`now()`,
    })
    .where(eq(orders.id, order.id));
}
