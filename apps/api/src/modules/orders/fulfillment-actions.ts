// Packing and shipping an order (contract medusa-v1 §9, §12.5): a fulfillment takes quantities of
// the order's lines, can be canceled until it ships, and ships once with its tracking numbers.
// Each runs inside the caller's transaction with the order row locked (`lockOrder`), so two
// fulfillments cannot both take the last unpacked goods.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { lineItems } from "../carts/tables";
import { consumeForFulfillment, restockAt } from "../inventory/stock-movements";
import { fulfillmentItems, fulfillments, trackingLinks } from "./tables";
import { notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import type { OrderRow } from "./order-response";
import { MANUAL_FULFILLMENT_PROVIDER, ORDER_MESSAGES } from "./constants";
import { fulfillmentStatusOf, orderLines, setOrderStatuses } from "./order-state";

export type FulfillmentRow = typeof fulfillments.$inferSelect;

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

/** Whose goods a fulfillment packs: an order's own lines, an exchange's or a claim's new ones. */
export interface FulfillmentOwner {
  order_id: string;
  swap_id?: string;
  claim_order_id?: string;
}

export interface PackDetails {
  location_id?: string | null;
  no_notification: boolean | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Inserts a fulfillment of the given quantities and counts them as fulfilled on their lines;
 * answers its id. The caller has checked the quantities are left to fulfil.
 */
export async function packFulfillment(
  tx: Transaction,
  owner: FulfillmentOwner,
  items: { item_id: string; quantity: number }[],
  details: PackDetails,
): Promise<string> {
  const id = generateId("ful");
  const packedLines = await linesOf(tx, items);
  const locationId = await consumeForFulfillment(
    tx,
    items.map((item) => ({
      line_item_id: item.item_id,
      variant_id: packedLines.get(item.item_id) ?? null,
      quantity: item.quantity,
    })),
    details.location_id ?? null,
  );
  await tx.insert(fulfillments).values({
    id,
    order_id: owner.order_id,
    swap_id: owner.swap_id ?? null,
    claim_order_id: owner.claim_order_id ?? null,
    provider_id: MANUAL_FULFILLMENT_PROVIDER,
    location_id: locationId,
    no_notification: details.no_notification,
    metadata: details.metadata ?? null,
  });
  if (items.length > 0) {
    await tx
      .insert(fulfillmentItems)
      .values(items.map((item) => ({ fulfillment_id: id, ...item })));
  }
  for (const item of items) {
    await tx
      .update(lineItems)
      .set({
        fulfilled_quantity: sql`coalesce(${lineItems.fulfilled_quantity}, 0) + ${item.quantity}`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
  return id;
}

/** The variant of each packed line (line id → variant id). */
async function linesOf(
  tx: Transaction,
  items: readonly { item_id: string }[],
): Promise<Map<string, string | null>> {
  if (items.length === 0) return new Map();
  const rows = await tx
    .select({ id: lineItems.id, variant_id: lineItems.variant_id })
    .from(lineItems)
    .where(
      inArray(
        lineItems.id,
        items.map((item) => item.item_id),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.variant_id]));
}

const packedItems = (tx: Transaction, fulfillmentId: string) =>
  tx.select().from(fulfillmentItems).where(eq(fulfillmentItems.fulfillment_id, fulfillmentId));

/**
 * Cancels a fulfillment that has not shipped: its quantities are left to fulfil again and its
 * units go back on the shelf where they were packed (Medusa v1), not back into a reservation.
 */
export async function unpackFulfillment(
  tx: Transaction,
  fulfillment: FulfillmentRow,
): Promise<void> {
  if (fulfillment.canceled_at) throw notAllowed(ORDER_MESSAGES.fulfillmentAlreadyCanceled);
  if (fulfillment.shipped_at) throw notAllowed(ORDER_MESSAGES.shippedFulfillment);
  await tx
    .update(fulfillments)
    .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(fulfillments.id, fulfillment.id));
  const packed = await packedItems(tx, fulfillment.id);
  const packedLines = await linesOf(tx, packed);
  await restockAt(
    tx,
    packed.map((item) => ({
      variant_id: packedLines.get(item.item_id) ?? null,
      quantity: item.quantity,
    })),
    fulfillment.location_id,
  );
  for (const item of packed) {
    await tx
      .update(lineItems)
      .set({
        fulfilled_quantity: sql`greatest(coalesce(${lineItems.fulfilled_quantity}, 0) - ${item.quantity}, 0)`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
}

/**
 * Marks a fulfillment shipped with its tracking numbers and counts its quantities as shipped.
 * `noNotification` replaces the fulfillment's own flag when given.
 */
export async function shipFulfillment(
  tx: Transaction,
  fulfillment: FulfillmentRow,
  trackingNumbers: string[],
  noNotification?: boolean,
): Promise<void> {
  if (fulfillment.canceled_at) throw notAllowed(ORDER_MESSAGES.fulfillmentCanceled);
  if (fulfillment.shipped_at) throw notAllowed(ORDER_MESSAGES.fulfillmentAlreadyShipped);
  await tx
    .update(fulfillments)
    .set({
      shipped_at: sql`now()`,
      tracking_numbers: trackingNumbers,
      no_notification: noNotification ?? fulfillment.no_notification,
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
  for (const item of await packedItems(tx, fulfillment.id)) {
    await tx
      .update(lineItems)
      .set({
        shipped_quantity: sql`coalesce(${lineItems.shipped_quantity}, 0) + ${item.quantity}`,
        updated_at: sql`now()`,
      })
      .where(eq(lineItems.id, item.item_id));
  }
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
  const id = await packFulfillment(tx, { order_id: order.id }, request.items, {
    location_id: request.location_id,
    no_notification: request.no_notification ?? order.no_notification,
    metadata: request.metadata,
  });
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

/** Unpacks a fulfillment that has not shipped: its quantities are left to fulfil again. */
export async function cancelFulfillment(
  tx: Transaction,
  order: OrderRow,
  fulfillmentId: string,
): Promise<void> {
  await unpackFulfillment(tx, await findFulfillment(tx, order, fulfillmentId));
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
  const noNotification =
    request.no_notification ?? fulfillment.no_notification ?? order.no_notification ?? false;
  await shipFulfillment(tx, fulfillment, request.tracking_numbers ?? [], noNotification);
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
