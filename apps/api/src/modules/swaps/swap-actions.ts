// Exchanges staff and shoppers start and staff run (Medusa v1 `SwapService`: create, createCart,
// createFulfillment, createShipment, cancel, processDifference). Each runs inside the caller's
// transaction with the order row locked first (`lockOrder`) and then the swap row, so two actions
// on one exchange run one after the other and see each other's effect.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { lineItems } from "../carts/tables";
import { packFulfillment, shipFulfillment, unpackFulfillment } from "../orders/fulfillment-actions";
import { releaseLineReservations } from "../inventory/stock-movements";
import type { OrderRow } from "../orders/order-response";
import { fulfillments } from "../orders/tables";
import { capturePayments, refundableAmount, refundPayments } from "../payments/payment-actions";
import { payments } from "../payments/tables";
import { requestReturn, type ReturnItemRequest } from "../returns/return-actions";
import { returns } from "../returns/tables";
import { shippingMethods } from "../shipping/tables";
import { SWAP_MESSAGES } from "./constants";
import { createSwapCart } from "./swap-cart";
import { swapNotFound, type SwapRow } from "./swap-query";
import { swaps } from "./tables";

export interface SwapRequest {
  return_items: ReturnItemRequest[];
  additional_items: { variant_id: string; quantity: number }[];
  return_shipping?: { option_id: string; price?: number };
  custom_shipping_options?: { option_id: string; price: number }[];
  no_notification?: boolean;
  allow_backorder?: boolean;
  idempotency_key?: string;
}

/**
 * Starts an exchange of a shipped (or fulfilled) and captured order: the swap, its return (checked
 * as any return is) and its difference cart. Answers the swap's id. The order row must be locked.
 */
export async function createSwap(
  deps: AppDeps,
  tx: Transaction,
  order: OrderRow,
  request: SwapRequest,
): Promise<string> {
  if (order.fulfillment_status === "not_fulfilled" || order.payment_status !== "captured") {
    throw notAllowed(SWAP_MESSAGES.notSwappable);
  }
  const id = generateId("swap");
  const noNotification = request.no_notification ?? order.no_notification;
  const allowBackorder = request.allow_backorder ?? false;
  await tx.insert(swaps).values({
    id,
    order_id: order.id,
    no_notification: noNotification,
    allow_backorder: allowBackorder,
    idempotency_key: request.idempotency_key ?? null,
  });
  const returnId = await requestReturn(tx, order, {
    items: request.return_items,
    return_shipping: request.return_shipping,
    no_notification: noNotification ?? undefined,
    swap_id: id,
  });
  const [returnMethod] = request.return_shipping
    ? await tx
        .select({ price: shippingMethods.price })
        .from(shippingMethods)
        .where(eq(shippingMethods.return_id, returnId))
    : [];
  const cartId = await createSwapCart(deps, tx, order, {
    swapId: id,
    returnItems: request.return_items,
    additionalItems: request.additional_items,
    returnShippingPrice: returnMethod?.price ?? null,
    customShipping: request.custom_shipping_options?.[0],
    allowBackorder,
  });
  await tx.update(swaps).set({ cart_id: cartId }).where(eq(swaps.id, id));
  return id;
}

/** The order's swap row, locked until the transaction ends; 404 when the order has no such swap. */
async function lockSwap(tx: Transaction, order: OrderRow, swapId: string): Promise<SwapRow> {
  const [row] = isPossibleId(swapId)
    ? await tx
        .select()
        .from(swaps)
        .where(and(eq(swaps.id, swapId), eq(swaps.order_id, order.id)))
        .for("update")
    : [];
  if (!row) throw swapNotFound();
  return row;
}

async function setSwap(
  tx: Transaction,
  id: string,
  changes: Partial<Pick<SwapRow, "fulfillment_status" | "payment_status" | "canceled_at">>,
): Promise<void> {
  await tx
    .update(swaps)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(swaps.id, id));
}

const newItemsOf = (tx: Transaction, swapId: string) =>
  tx.select().from(lineItems).where(eq(lineItems.swap_id, swapId));

/** Packs all of a confirmed exchange's new items in one fulfillment. */
export async function fulfilSwap(
  tx: Transaction,
  order: OrderRow,
  swapId: string,
  request: { metadata?: Record<string, unknown>; no_notification?: boolean; location_id?: string },
): Promise<void> {
  const swap = await lockSwap(tx, order, swapId);
  if (swap.canceled_at) throw notAllowed(SWAP_MESSAGES.canceledFulfil);
  if (swap.fulfillment_status !== "not_fulfilled" && swap.fulfillment_status !== "canceled") {
    throw notAllowed(SWAP_MESSAGES.alreadyFulfilled);
  }
  // The shipping methods come from the difference cart when the shopper confirms.
  const [method] = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.swap_id, swap.id))
    .limit(1);
  if (!method) throw notAllowed(SWAP_MESSAGES.noShippingMethods);

  const items = (await newItemsOf(tx, swap.id)).filter(
    (item) => item.quantity > (item.fulfilled_quantity ?? 0),
  );
  await packFulfillment(
    tx,
    { order_id: order.id, swap_id: swap.id },
    items.map((item) => ({
      item_id: item.id,
      quantity: item.quantity - (item.fulfilled_quantity ?? 0),
    })),
    {
      location_id: request.location_id,
      no_notification: request.no_notification ?? swap.no_notification,
      metadata: request.metadata,
    },
  );
  await setSwap(tx, swap.id, { fulfillment_status: "fulfilled" });
}

/** One of the exchange's fulfillments; 404 when it has no such fulfillment. */
async function swapFulfillment(tx: Transaction, swap: SwapRow, fulfillmentId: string) {
  const [fulfillment] = isPossibleId(fulfillmentId)
    ? await tx
        .select()
        .from(fulfillments)
        .where(and(eq(fulfillments.id, fulfillmentId), eq(fulfillments.swap_id, swap.id)))
    : [];
  if (!fulfillment) throw notFound(`Fulfillment with id ${fulfillmentId} was not found`);
  return fulfillment;
}

/** Unpacks an exchange's fulfillment that has not shipped: its items are left to fulfil again. */
export async function cancelSwapFulfillment(
  tx: Transaction,
  order: OrderRow,
  swapId: string,
  fulfillmentId: string,
): Promise<void> {
  const swap = await lockSwap(tx, order, swapId);
  await unpackFulfillment(tx, await swapFulfillment(tx, swap, fulfillmentId));
  await setSwap(tx, swap.id, { fulfillment_status: "canceled" });
}

/** Marks an exchange's fulfillment shipped with its tracking numbers. */
export async function shipSwap(
  tx: Transaction,
  order: OrderRow,
  swapId: string,
  request: { fulfillment_id: string; tracking_numbers?: string[]; no_notification?: boolean },
): Promise<void> {
  const swap = await lockSwap(tx, order, swapId);
  if (swap.canceled_at) throw notAllowed(SWAP_MESSAGES.canceledShip);
  await shipFulfillment(
    tx,
    await swapFulfillment(tx, swap, request.fulfillment_id),
    request.tracking_numbers ?? [],
    request.no_notification,
  );
  const everyShipped = (await newItemsOf(tx, swap.id)).every(
    (item) => (item.shipped_quantity ?? 0) >= item.quantity,
  );
  await setSwap(tx, swap.id, {
    fulfillment_status: everyShipped ? "shipped" : "partially_shipped",
  });
}

/**
 * Cancels an exchange whose return and fulfillments are canceled and that refunded nothing: its
 * payment is canceled and, once confirmed, its new items go back in stock.
 */
export async function cancelSwap(tx: Transaction, order: OrderRow, swapId: string): Promise<void> {
  const swap = await lockSwap(tx, order, swapId);
  if (swap.canceled_at) throw notAllowed(SWAP_MESSAGES.alreadyCanceled);
  if (["difference_refunded", "partially_refunded", "refunded"].includes(swap.payment_status)) {
    throw notAllowed(SWAP_MESSAGES.withRefund);
  }
  const [liveFulfillment] = await tx
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(and(eq(fulfillments.swap_id, swap.id), isNull(fulfillments.canceled_at)))
    .limit(1);
  if (liveFulfillment) throw notAllowed(SWAP_MESSAGES.withFulfillments);
  const [openReturn] = await tx
    .select({ status: returns.status })
    .from(returns)
    .where(eq(returns.swap_id, swap.id));
  if (openReturn && openReturn.status !== "canceled") throw notAllowed(SWAP_MESSAGES.withReturn);

  await tx
    .update(payments)
    .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(payments.swap_id, swap.id), isNull(payments.canceled_at)));
  if (swap.confirmed_at) {
    await releaseLineReservations(
      tx,
      (await newItemsOf(tx, swap.id)).map((item) => item.id),
    );
  }
  await setSwap(tx, swap.id, {
    payment_status: "canceled",
    fulfillment_status: "canceled",
    canceled_at: new Date(),
  });
}

/**
 * Settles a confirmed exchange's difference: a positive one captures its payment, a negative one
 * is refunded from the order's payments when that much is left to refund (else the exchange needs
 * staff's attention). Settling again changes nothing. Answers whether money went back now.
 */
export async function processSwapDifference(
  tx: Transaction,
  order: OrderRow,
  swapId: string,
): Promise<{ refunded: boolean }> {
  const swap = await lockSwap(tx, order, swapId);
  if (swap.canceled_at) throw notAllowed(SWAP_MESSAGES.canceledProcess);
  if (!swap.confirmed_at || swap.difference_due === null) {
    throw notAllowed(SWAP_MESSAGES.notConfirmed);
  }
  const difference = swap.difference_due;
  if (difference <= 0) {
    if (swap.payment_status === "difference_refunded") return { refunded: false };
    if (difference < 0) {
      if (-difference > (await refundableAmount(tx, order.id))) {
        await setSwap(tx, swap.id, { payment_status: "requires_action" });
        return { refunded: false };
      }
      await refundPayments(tx, order, { amount: -difference, reason: "swap", note: null });
    }
    await setSwap(tx, swap.id, { payment_status: "difference_refunded" });
    return { refunded: difference < 0 };
  }
  if (swap.payment_status === "captured") return { refunded: false };
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.swap_id, swap.id), isNull(payments.canceled_at)));
  if (!payment) throw notAllowed(SWAP_MESSAGES.notConfirmed);
  await capturePayments(tx, order, payment.id);
  await setSwap(tx, swap.id, { payment_status: "captured" });
  return { refunded: false };
}
