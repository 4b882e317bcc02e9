// An order's life after it is placed (contract medusa-v1 §12.5): staff complete it, archive it
// once completed, cancel it while nothing has been refunded or packed, and change its email,
// notification choice and metadata. Each runs inside the caller's transaction with the order row
// locked (`lockOrder`).
import { and, eq, isNull, sql } from "drizzle-orm";
import { productVariants } from "../catalogue/tables";
import { claimOrders } from "../claims/tables";
import { orders } from "./tables";
import { payments, refunds } from "../payments/tables";
import { notAllowed } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { mergeMetadata } from "../carts/line-items";
import type { OrderRow } from "./order-response";
import { ORDER_MESSAGES } from "./constants";
import { hasLiveFulfillments } from "./fulfillment-actions";
import { orderLines, setOrderStatuses } from "./order-state";

export interface OrderUpdate {
  email?: string;
  no_notification?: boolean | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Puts units back in stock (variant id → units), variant by variant in id order (as completion
 * takes them) so that cancellations, returns and checkouts sharing variants cannot deadlock.
 * Variants that do not manage inventory keep their count.
 */
export async function putBackInStock(
  tx: Transaction,
  units: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [variantId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(productVariants)
      .set({
        inventory_quantity: sql`${productVariants.inventory_quantity} + ${quantity}`,
        updated_at: sql`now()`,
      })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.manage_inventory, true)));
  }
}

/**
 * Takes units from stock (variant id → units), variant by variant in id order, each in one
 * conditional update, so concurrent checkouts and order changes sharing variants can neither
 * deadlock nor oversell. A variant that does not manage inventory keeps its count. Answers the
 * first variant that cannot cover its units (the caller rolls back), else undefined. With
 * `backorder` (an exchange staff let go out on backorder) stock may go below zero.
 */
export async function takeFromStock(
  tx: Transaction,
  units: ReadonlyMap<string, number>,
  { backorder = false }: { backorder?: boolean } = {},
): Promise<string | undefined> {
  for (const [variantId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = await tx
      .update(productVariants)
      .set({
        inventory_quantity: sql`case when ${productVariants.manage_inventory} then ${productVariants.inventory_quantity} - ${quantity} else ${productVariants.inventory_quantity} end`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(productVariants.id, variantId),
          backorder
            ? undefined
            : sql`(not ${productVariants.manage_inventory} or ${productVariants.allow_backorder} or ${productVariants.inventory_quantity} >= ${quantity})`,
        ),
      )
      .returning({ id: productVariants.id });
    if (taken.length === 0) return variantId;
  }
  return undefined;
}

/** Puts the order's goods not yet returned back in stock. */
async function restock(tx: Transaction, orderId: string): Promise<void> {
  const quantities = new Map<string, number>();
  for (const line of await orderLines(tx, orderId)) {
    if (line.variant_id === null) continue;
    const quantity = line.quantity - (line.returned_quantity ?? 0);
    quantities.set(line.variant_id, (quantities.get(line.variant_id) ?? 0) + quantity);
  }
  await putBackInStock(tx, quantities);
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

  await restock(tx, order.id);
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
