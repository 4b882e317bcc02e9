// Sending a replacement claim's new items (Medusa v1 `ClaimService.createFulfillment`,
// `cancelFulfillment`, `createShipment`): all of them are packed into one fulfillment, which can
// be canceled until it ships, and ships once with its tracking numbers. The claim's fulfillment
// status follows. Each runs inside the caller's transaction with the order and the claim locked.
import type { ClaimFulfillmentStatus } from "@atelier/contracts";
import { and, eq, sql } from "drizzle-orm";
import { notAllowed, notFound } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { lineItems } from "../carts/tables";
import { ORDER_MESSAGES } from "../orders/constants";
import { packFulfillment, shipFulfillment, unpackFulfillment } from "../orders/fulfillment-actions";
import type { OrderRow } from "../orders/order-response";
import { fulfillments } from "../orders/tables";
import { shippingMethods } from "../shipping/tables";
import type { ClaimRow } from "./claim-query";
import { CLAIM_MESSAGES } from "./constants";
import { claimOrders } from "./tables";

export interface ClaimFulfillmentRequest {
  metadata?: Record<string, unknown>;
  no_notification?: boolean;
  location_id?: string;
}

export interface ClaimShipmentRequest {
  fulfillment_id: string;
  tracking_numbers?: string[];
}

async function setFulfillmentStatus(
  tx: Transaction,
  claimId: string,
  status: ClaimFulfillmentStatus,
): Promise<void> {
  await tx
    .update(claimOrders)
    .set({ fulfillment_status: status, updated_at: sql`now()` })
    .where(eq(claimOrders.id, claimId));
}

const replacementLines = (tx: Transaction, claimId: string) =>
  tx
    .select()
    .from(lineItems)
    .where(eq(lineItems.claim_order_id, claimId))
    .orderBy(lineItems.created_at, lineItems.id);

/** Packs every replacement unit not packed yet into one fulfillment. */
export async function fulfillClaim(
  tx: Transaction,
  order: OrderRow,
  claim: ClaimRow,
  request: ClaimFulfillmentRequest,
): Promise<void> {
  if (claim.canceled_at !== null) throw notAllowed(CLAIM_MESSAGES.canceledFulfil);
  if (claim.fulfillment_status !== "not_fulfilled" && claim.fulfillment_status !== "canceled") {
    throw notAllowed(CLAIM_MESSAGES.alreadyFulfilled);
  }
  if (claim.type !== "replace") throw notAllowed(CLAIM_MESSAGES.notReplace(claim.type));
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledFulfil);
  const [method] = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.claim_order_id, claim.id))
    .limit(1);
  if (!method) throw notAllowed(CLAIM_MESSAGES.noShippingMethod);

  const packed = (await replacementLines(tx, claim.id)).flatMap((line) => {
    const quantity = line.quantity - (line.fulfilled_quantity ?? 0);
    return quantity > 0 ? [{ item_id: line.id, quantity }] : [];
  });
  await packFulfillment(tx, { order_id: order.id, claim_order_id: claim.id }, packed, {
    location_id: request.location_id,
    no_notification: request.no_notification ?? claim.no_notification,
    metadata: request.metadata,
  });
  await setFulfillmentStatus(tx, claim.id, "fulfilled");
}

async function claimFulfillment(tx: Transaction, claim: ClaimRow, fulfillmentId: string) {
  const [row] = await tx
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.id, fulfillmentId), eq(fulfillments.claim_order_id, claim.id)));
  if (!row) throw notFound(CLAIM_MESSAGES.fulfillmentNotFound(fulfillmentId, claim.id));
  return row;
}

/** Unpacks a fulfillment of the claim that has not shipped; the claim can be fulfilled again. */
export async function cancelClaimFulfillment(
  tx: Transaction,
  claim: ClaimRow,
  fulfillmentId: string,
): Promise<void> {
  await unpackFulfillment(tx, await claimFulfillment(tx, claim, fulfillmentId));
  await setFulfillmentStatus(tx, claim.id, "canceled");
}

/**
 * Marks a fulfillment of the claim shipped with its tracking numbers. Answers whether the shopper
 * should be mailed: not when the fulfillment, the claim or the order says no notification.
 */
export async function shipClaim(
  tx: Transaction,
  order: OrderRow,
  claim: ClaimRow,
  request: ClaimShipmentRequest,
): Promise<{ notify: boolean }> {
  if (claim.canceled_at !== null) throw notAllowed(CLAIM_MESSAGES.canceledShip);
  const fulfillment = await claimFulfillment(tx, claim, request.fulfillment_id);
  await shipFulfillment(tx, fulfillment, request.tracking_numbers ?? []);
  const lines = await replacementLines(tx, claim.id);
  const allShipped = lines.every((line) => (line.shipped_quantity ?? 0) >= line.quantity);
  await setFulfillmentStatus(tx, claim.id, allShipped ? "shipped" : "partially_shipped");
  const noNotification =
    fulfillment.no_notification ?? claim.no_notification ?? order.no_notification ?? false;
  return { notify: !noNotification };
}
