// Packing and shipping an order (contract medusa-v1 §9, §12.5): a fulfillment takes quantities of
// the order's lines, can be canceled until it ships, and ships once with its tracking numbers.
// Each runs inside the caller's transaction with the order row locked (`lockOrder`), so two
// fulfillments cannot both take the last unpacked goods.
import { and, eq, isNull, sql } from "drizzle-orm";
import { lineItems } from "../carts/tables";
import { fulfillmentItems, fulfillments, trackingLinks } from "./tables";
import { notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import type { OrderRow } from "./order-response";
import { MANUAL_FULFILLMENT_PROVIDER, ORDER_MESSAGES } from "./constants";
import { fulfillmentStatusOf, orderLines, setOrderStatuses } from "./order-state";

type FulfillmentRow = typeof fulfillments.$inferSelect;

export interface FulfillmentRequest {
  items: { item_id: string; quantity: number }[];
  location_id?: string | null;
  no_notification?: boolean;
  metadata?: Record<string, unknown> | null;
}

export interface ShipmentRequest {
  fulfillment_id: string;
  tracking_numbers?: string[];
  no_notification?: boolean;
}

async function updateFulfillmentStatus(tx: Transaction, orderId: string): Promise<void> {
  await setOrderStatuses(tx, orderId, {
    fulfillment_status: fulfillmentStatusOf(await orderLines(tx, orderId)),
  });
}

/** Packs the given quantities of the order's lines; answers the new fulfillment's id. */
export async function createFulfillment(
  tx: Transaction,
  order: OrderRow,
  request: FulfillmentRequest,
): Promise<string> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledFulfil);
  const lines = new Map((await orderLines(tx, order.id)).map((line) => [line.id, line]));
  for (const { item_id: itemId, quantity } of request.items) {
    const line = lines.get(itemId);
    if (!line) throw notAllowed(`Item ${itemId} is not on order ${order.id}`);
    const left = line.quantity - (line.fulfilled_quantity ?? 0);
    if (quantity > left) {
      throw notAllowed(`Cannot fulfill ${quantity} of item ${itemId}: ${left} left to fulfill`);
    }
  }

  const id = generateId("ful");
  await tx.insert(fulfillments).values({
    id,
    order_id: order.id,
    provider_id: MANUAL_FULFILLMENT_PROVIDER,
    location_id: request.location_id ?? null,
    no_notification: request.no_notification ?? order.no_notification,
    metadata: request.metadata ?? null,
  });
  await tx.insert(fulfillmentItems).values(
    request.items.map((item) => ({
      fulfillment_id: id,
      item_id: item.item_id,
      quantity: item.quantity,
    })),
  );
  for (const item of request.items) {
    await tx
      .update(lineItems)
      .set({
        fulfilled_quantity: sql`coalesce(${lineItems.fulfilled_quantity}, 0) + ${item.quantity}`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
  await updateFulfillmentStatus(tx, order.id);
  return id;
}

async function findFulfillment(
  tx: Transaction,
  order: OrderRow,
  fulfillmentId: string,
): Promise<FulfillmentRow> {
  const [fulfillment] = await tx
    .select()
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.id, fulfillmentId),
        eq(fulfillments.order_id, order.id),
        // A claim's fulfillments are canceled and shipped through the claim's routes.
        isNull(fulfillments.claim_order_id),
      ),
    );
  if (!fulfillment) throw notFound(`Fulfillment with id ${fulfillmentId} was not found`);
  return fulfillment;
}

async function fulfilledItemsOf(tx: Transaction, fulfillmentId: string) {
  return tx
    .select()
    .from(fulfillmentItems)
    .where(eq(fulfillmentItems.fulfillment_id, fulfillmentId));
}

/** Unpacks a fulfillment that has not shipped: its quantities are left to fulfil again. */
export async function cancelFulfillment(
  tx: Transaction,
  order: OrderRow,
  fulfillmentId: string,
): Promise<void> {
  const fulfillment = await findFulfillment(tx, order, fulfillmentId);
  if (fulfillment.canceled_at) throw notAllowed(ORDER_MESSAGES.fulfillmentAlreadyCanceled);
  if (fulfillment.shipped_at) throw notAllowed(ORDER_MESSAGES.shippedFulfillment);
  await tx
    .update(fulfillments)
    .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(fulfillments.id, fulfillmentId));
  for (const item of await fulfilledItemsOf(tx, fulfillmentId)) {
    await tx
      .update(lineItems)
      .set({
        fulfilled_quantity: sql`greatest(coalesce(${lineItems.fulfilled_quantity}, 0) - ${item.quantity}, 0)`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
  await updateFulfillmentStatus(tx, order.id);
}

/**
 * Marks a fulfillment shipped with its tracking numbers. Answers whether the shopper should be
 * mailed: not when the request, the fulfillment or the order says no notification.
 */
export async function createShipment(
  tx: Transaction,
  order: OrderRow,
  request: ShipmentRequest,
): Promise<{ notify: boolean }> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledShip);
  const fulfillment = await findFulfillment(tx, order, request.fulfillment_id);
  if (fulfillment.canceled_at) throw notAllowed(ORDER_MESSAGES.fulfillmentCanceled);
  if (fulfillment.shipped_at) throw notAllowed(ORDER_MESSAGES.fulfillmentAlreadyShipped);
  const trackingNumbers = request.tracking_numbers ?? [];
  const noNotification =
    request.no_notification ?? fulfillment.no_notification ?? order.no_notification ?? false;
  await tx
    .update(fulfillments)
    .set({
      shipped_at: sql`now()`,
      tracking_numbers: trackingNumbers,
      no_notification: noNotification,
      updated_at: sql`now()`,
    })
    .where(eq(fulfillments.id, fulfillment.id));
  if (trackingNumbers.length > 0) {
    await tx.insert(trackingLinks).values(
      trackingNumbers.map((trackingNumber) => ({
        id: generateId("tlink"),
        fulfillment_id: fulfillment.id,
        tracking_number: trackingNumber,
      })),
    );
  }
  const items = await fulfilledItemsOf(tx, fulfillment.id);
  for (const item of items) {
    await tx
      .update(lineItems)
      .set({
        shipped_quantity: sql`coalesce(${lineItems.shipped_quantity}, 0) + ${item.quantity}`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
  await updateFulfillmentStatus(tx, order.id);
  return { notify: !noNotification };
}

/** Whether the order still has fulfillments that are not canceled. */
export async function hasLiveFulfillments(tx: Transaction, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(and(eq(fulfillments.order_id, orderId), isNull(fulfillments.canceled_at)))
    .limit(1);
  return rows.length > 0;
}
