// Requesting, receiving and canceling returns (Medusa v1 `ReturnService`, `OrderService.
// registerReturnReceived`). Each runs inside the caller's transaction: a request with the order
// row locked (`lockOrder`), so two requests cannot both claim the same units; a receipt or a
// cancellation with the return row locked first and then its order, so twenty receipts of one
// return receive it once.
import { orderLineTaxRates } from "../taxes/order-tax-lines";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { invalidData, notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { lineItems } from "../carts/tables";
import { restockAt, type UnitsBack } from "../inventory/stock-movements";
import { orderLineShares, type OrderRow } from "../orders/order-response";
import { lockOrder, orderLines, setOrderStatuses, type OrderLine } from "../orders/order-state";
import { refundableAmount, refundPayments } from "../payments/payment-actions";
import { shippingMethods, shippingOptions } from "../shipping/tables";
import { returnLineRefund, returnRefundAmount, returnShippingTotal } from "./return-refund";
import { returnNotFound, type ReturnRow } from "./return-query";
import { returnItems, returnReasons, returns } from "./tables";

export const RETURN_MESSAGES = {
  canceledOrder: "Cannot create a return for a canceled item.",
  invalidItem: "Return contains invalid line item",
  tooMany: "Cannot return more items than have been purchased",
  notFulfilled: "Cannot return items that have not been fulfilled",
  reasonCategory: "Cannot apply return reason category",
  notReturnOption: "The shipping option is not a return option of the order's region",
  overRefund: "Cannot refund more than the original payment",
  received: (id: string) => `Return with id ${id} has already been received`,
  canceled: "Cannot receive a canceled return",
  cancelReceived: "Can't cancel a return which has been returned",
} as const;

export interface ReturnItemRequest {
  item_id: string;
  quantity: number;
  reason_id?: string;
  note?: string;
}

export interface ReturnRequest {
  items: ReturnItemRequest[];
  return_shipping?: { option_id: string; price?: number };
  /** Staff's amount to give back instead of the computed one. */
  refund?: number;
  no_notification?: boolean;
  location_id?: string;
  idempotency_key?: string;
  /** The claim the return brings goods back for. */
  claim_order_id?: string;
  /** The exchange the return belongs to; its refund is settled with the exchange's difference. */
  swap_id?: string;
}

const OPEN_STATUSES = ["requested", "requires_action"] as const;

/** Units of each line that open returns already ask for. */
async function requestedUnits(tx: Transaction, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ item_id: returnItems.item_id, units: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.return_id))
    .where(and(eq(returns.order_id, orderId), inArray(returns.status, [...OPEN_STATUSES])))
    .groupBy(returnItems.item_id);
  return new Map(rows.map((row) => [row.item_id, row.units]));
}

/** Each line's share of the order's discounts, as the order's totals took them. */
export async function orderLineDiscounts(
  tx: Transaction,
  orderId: string,
  lines: OrderLine[],
): Promise<Map<string, number>> {
  return orderLineShares(tx, orderId, lines);
}

async function checkReasons(tx: Transaction, reasonIds: string[]): Promise<void> {
  if (reasonIds.length === 0) return;
  const ids = [...new Set(reasonIds)];
  const found = ids.every(isPossibleId)
    ? await tx
        .select({ id: returnReasons.id })
        .from(returnReasons)
        .where(and(inArray(returnReasons.id, ids), isNull(returnReasons.deleted_at)))
    : [];
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing) throw notFound(`Return Reason with id: ${missing} was not found.`);
  const [child] = await tx
    .select({ id: returnReasons.id })
    .from(returnReasons)
    .where(
      and(inArray(returnReasons.parent_return_reason_id, ids), isNull(returnReasons.deleted_at)),
    )
    .limit(1);
  // A reason with sub-reasons is a heading; the shopper picks one of the reasons under it.
  if (child) throw invalidData(RETURN_MESSAGES.reasonCategory);
}

/** The return option and its price, when it may carry this order's return. */
async function returnShipping(
  tx: Transaction,
  order: OrderRow,
  shipping: { option_id: string; price?: number },
): Promise<{ optionId: string; price: number }> {
  const [option] = isPossibleId(shipping.option_id)
    ? await tx.select().from(shippingOptions).where(eq(shippingOptions.id, shipping.option_id))
    : [];
  if (!option || option.deleted_at !== null) {
    throw notFound(`Shipping option with id: ${shipping.option_id} was not found`);
  }
  if (!option.is_return || option.region_id !== order.region_id) {
    throw invalidData(RETURN_MESSAGES.notReturnOption);
  }
  return { optionId: option.id, price: shipping.price ?? option.amount ?? 0 };
}

/** Checks that each item is a line of the order with that many units left to send back. */
async function returnableLines(
  tx: Transaction,
  order: OrderRow,
  items: { item_id: string; quantity: number }[],
): Promise<Map<string, OrderLine>> {
  const lines = new Map((await orderLines(tx, order.id)).map((line) => [line.id, line]));
  const requested = await requestedUnits(tx, order.id);
  for (const item of items) {
    const line = lines.get(item.item_id);
    if (!line) throw invalidData(RETURN_MESSAGES.invalidItem);
    const taken = (line.returned_quantity ?? 0) + (requested.get(line.id) ?? 0);
    if (item.quantity > line.quantity - taken) throw notAllowed(RETURN_MESSAGES.tooMany);
    if (item.quantity > (line.fulfilled_quantity ?? 0) - taken) {
      throw notAllowed(RETURN_MESSAGES.notFulfilled);
    }
  }
  return lines;
}

/** Opens a return of the order's items; answers its id. The order row must be locked. */
export async function requestReturn(
  tx: Transaction,
  order: OrderRow,
  request: ReturnRequest,
): Promise<string> {
  if (order.status === "canceled") throw invalidData(RETURN_MESSAGES.canceledOrder);
  const lines = await returnableLines(tx, order, request.items);
  await checkReasons(
    tx,
    request.items.flatMap((item) => (item.reason_id ? [item.reason_id] : [])),
  );
  const shipping = request.return_shipping
    ? await returnShipping(tx, order, request.return_shipping)
    : undefined;
  const taxRate = order.tax_rate ?? 0;

  let refundAmount: number;
  if (request.refund !== undefined) {
    if (request.refund > (await refundableAmount(tx, order.id))) {
      throw invalidData(RETURN_MESSAGES.overRefund);
    }
    refundAmount = request.refund;
  } else {
    const shares = await orderLineDiscounts(tx, order.id, [...lines.values()]);
    const rateOf = await orderLineTaxRates(tx, order, [...lines.keys()]);
    const lineRefunds = request.items.map((item) => {
      const line = lines.get(item.item_id)!;
      return returnLineRefund(line, shares.get(line.id) ?? 0, item.quantity, rateOf(line.id));
    });
    refundAmount = returnRefundAmount(
      lineRefunds,
      shipping ? returnShippingTotal(shipping.price, taxRate) : 0,
    );
  }

  const id = generateId("ret");
  await tx.insert(returns).values({
    id,
    order_id: order.id,
    swap_id: request.swap_id ?? null,
    refund_amount: refundAmount,
    no_notification: request.no_notification ?? null,
    location_id: request.location_id ?? null,
    idempotency_key: request.idempotency_key ?? null,
    claim_order_id: request.claim_order_id ?? null,
  });
  await tx.insert(returnItems).values(
    request.items.map((item) => ({
      return_id: id,
      item_id: item.item_id,
      quantity: item.quantity,
      requested_quantity: item.quantity,
      reason_id: item.reason_id ?? null,
      note: item.note ?? null,
    })),
  );
  if (shipping) {
    await tx.insert(shippingMethods).values({
      id: generateId("sm"),
      shipping_option_id: shipping.optionId,
      return_id: id,
      price: shipping.price,
    });
  }
  return id;
}

/** The return row, locked until the transaction ends; 404 when there is none. */
async function lockReturn(tx: Transaction, id: string): Promise<ReturnRow> {
  const [row] = isPossibleId(id)
    ? await tx.select().from(returns).where(eq(returns.id, id)).for("update")
    : [];
  if (!row) throw returnNotFound(id);
  return row;
}

export interface ReceivedItem {
  item_id: string;
  quantity: number;
  /** False keeps the units out of stock (damaged goods); true by default. */
  restock?: boolean;
}

/**
 * Receives the return: records what arrived and, when it is what was asked for (or staff name the
 * refund), marks the units returned, restocks those not held back and refunds the return's
 * amount, at most what is left to refund. Otherwise the return waits as `requires_action` and
 * nothing moves. Answers whether stock moved.
 */
export async function receiveReturn(
  tx: Transaction,
  returnId: string,
  received: { items: ReceivedItem[]; refund?: number; location_id?: string },
): Promise<{ restocked: boolean }> {
  const row = await lockReturn(tx, returnId);
  if (row.status === "received") throw notAllowed(RETURN_MESSAGES.received(row.id));
  if (row.status === "canceled") throw notAllowed(RETURN_MESSAGES.canceled);
  const order = await lockOrder(tx, row.order_id);
  const requested = await tx.select().from(returnItems).where(eq(returnItems.return_id, row.id));
  const lines = new Map((await orderLines(tx, order.id)).map((line) => [line.id, line]));
  for (const item of received.items) {
    const line = lines.get(item.item_id);
    if (!line) throw invalidData(RETURN_MESSAGES.invalidItem);
    if (item.quantity > line.quantity - (line.returned_quantity ?? 0)) {
      throw notAllowed(RETURN_MESSAGES.tooMany);
    }
  }

  const matches =
    requested.length === received.items.length &&
    requested.every((asked) =>
      received.items.some(
        (got) => got.item_id === asked.item_id && got.quantity === asked.quantity,
      ),
    );
  const settled = matches || received.refund !== undefined;
  const now = new Date();
  for (const item of received.items) {
    const asked = requested.find((candidate) => candidate.item_id === item.item_id);
    const values = {
      quantity: item.quantity,
      received_quantity: item.quantity,
      is_requested: asked?.quantity === item.quantity,
      restock: item.restock ?? true,
    };
    if (asked) {
      await tx
        .update(returnItems)
        .set({ ...values, requested_quantity: asked.requested_quantity ?? asked.quantity })
        .where(and(eq(returnItems.return_id, row.id), eq(returnItems.item_id, item.item_id)));
    } else {
      await tx.insert(returnItems).values({ ...values, return_id: row.id, item_id: item.item_id });
    }
  }
  if (!settled) {
    await tx
      .update(returns)
      .set({ status: "requires_action", received_at: now, updated_at: now })
      .where(eq(returns.id, row.id));
    await setOrderStatuses(tx, order.id, { fulfillment_status: "requires_action" });
    return { restocked: false };
  }

  const units: UnitsBack[] = [];
  for (const item of received.items) {
    const line = lines.get(item.item_id)!;
    line.returned_quantity = (line.returned_quantity ?? 0) + item.quantity;
    await tx
      .update(lineItems)
      .set({ returned_quantity: line.returned_quantity, updated_at: now })
      .where(eq(lineItems.id, line.id));
    if (line.variant_id !== null && item.restock !== false) {
      units.push({ variant_id: line.variant_id, quantity: item.quantity });
    }
  }
  const restocked = await restockAt(tx, units, received.location_id ?? row.location_id ?? null);

  // An exchange's return gives nothing back itself: its worth is in the exchange's difference.
  const wanted = row.swap_id === null ? (received.refund ?? row.refund_amount) : 0;
  const refund = Math.min(wanted, await refundableAmount(tx, order.id));
  if (refund > 0) {
    await refundPayments(tx, order, { amount: refund, reason: "return", note: null });
  }
  await tx
    .update(returns)
    .set({ status: "received", refund_amount: refund, received_at: now, updated_at: now })
    .where(eq(returns.id, row.id));
  const allBack = [...lines.values()].every(
    (line) => (line.returned_quantity ?? 0) >= line.quantity,
  );
  await setOrderStatuses(tx, order.id, {
    fulfillment_status: allBack ? "returned" : "partially_returned",
  });
  return { restocked };
}

/** Cancels a return not yet received; answers its order's id. */
export async function cancelReturn(tx: Transaction, returnId: string): Promise<string> {
  const row = await lockReturn(tx, returnId);
  if (row.status === "received") throw notAllowed(RETURN_MESSAGES.cancelReceived);
  await tx
    .update(returns)
    .set({ status: "canceled", updated_at: new Date() })
    .where(eq(returns.id, row.id));
  return row.order_id;
}
