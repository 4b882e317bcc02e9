// Where an edit goes once its lines are set (Medusa v1 `OrderEditService` requestConfirmation,
// cancel, decline, confirm and the Store complete route): created → requested → confirmed |
// declined, and canceled from created or requested. Each runs inside the caller's transaction
// with the edit row locked first and then its order, so twenty confirmations of one edit confirm
// it once: the others find it confirmed and answer it as it is.
import { eq, sql } from "drizzle-orm";
import { notAllowed } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { insufficientInventory } from "../carts/errors";
import { lineItems } from "../carts/tables";
import {
  moveReservations,
  releaseFromLine,
  releaseLineReservations,
  reserveLines,
  type LineToReserve,
} from "../inventory/stock-movements";
import type { OrderRow } from "../orders/order-response";
import { lockOrder } from "../orders/order-state";
import { orders } from "../orders/tables";
import {
  attachCollectionPayments,
  cancelPaymentCollection,
  createPaymentCollection,
} from "../payment-collections/payment-collection-actions";
import { findPaymentCollectionRow } from "../payment-collections/payment-collection-query";
import { refundableAmount, refundPayments } from "../payments/payment-actions";
import { editStatus } from "./edit-status";
import { editDifference, linesWhere, type OrderEditRow } from "./order-edit-query";
import { ORDER_EDIT_MESSAGES } from "./order-edit-lines";
import { orderEdits, orderItemChanges } from "./tables";

/**
 * Sends the edit to the shopper. When it costs more, a payment collection of the difference is
 * opened for them to pay. Answers whether the edit was sent now (so the caller mails once).
 */
export async function requestOrderEdit(
  tx: Transaction,
  edit: OrderEditRow,
  input: { requested_by: string; payment_collection_description?: string },
): Promise<boolean> {
  const status = editStatus(edit);
  if (status === "requested") return false;
  if (status !== "created") throw notAllowed(ORDER_EDIT_MESSAGES.requestStatus(status));
  const [change] = await tx
    .select({ id: orderItemChanges.id })
    .from(orderItemChanges)
    .where(eq(orderItemChanges.order_edit_id, edit.id))
    .limit(1);
  if (!change) throw notAllowed(ORDER_EDIT_MESSAGES.noChanges);
  const order = await lockOrder(tx, edit.order_id);
  const { difference } = await editDifference(tx, order, edit.id);
  const collectionId =
    difference > 0
      ? await createPaymentCollection(tx, {
          amount: difference,
          currency_code: order.currency_code,
          region_id: order.region_id,
          description: input.payment_collection_description,
          created_by: input.requested_by,
        })
      : null;
  await tx
    .update(orderEdits)
    .set({
      requested_at: sql`now()`,
      requested_by: input.requested_by,
      payment_collection_id: collectionId,
      updated_at: sql`now()`,
    })
    .where(eq(orderEdits.id, edit.id));
  return true;
}

export async function cancelOrderEdit(
  tx: Transaction,
  edit: OrderEditRow,
  canceledBy: string,
): Promise<void> {
  const status = editStatus(edit);
  if (status === "canceled") return;
  if (status === "confirmed" || status === "declined") {
    throw notAllowed(ORDER_EDIT_MESSAGES.cancelStatus(status));
  }
  if (edit.payment_collection_id) await cancelPaymentCollection(tx, edit.payment_collection_id);
  await tx
    .update(orderEdits)
    .set({ canceled_at: sql`now()`, canceled_by: canceledBy, updated_at: sql`now()` })
    .where(eq(orderEdits.id, edit.id));
}

export async function declineOrderEdit(
  tx: Transaction,
  edit: OrderEditRow,
  input: { declined_by: string | null; declined_reason?: string },
): Promise<{ declined: boolean }> {
  const status = editStatus(edit);
  if (status === "declined") return { declined: false };
  if (status !== "requested") throw notAllowed(ORDER_EDIT_MESSAGES.declineStatus(status));
  if (edit.payment_collection_id) await cancelPaymentCollection(tx, edit.payment_collection_id);
  await tx
    .update(orderEdits)
    .set({
      declined_at: sql`now()`,
      declined_by: input.declined_by,
      declined_reason: input.declined_reason ?? null,
      updated_at: sql`now()`,
    })
    .where(eq(orderEdits.id, edit.id));
  return { declined: true };
}

interface StockLine {
  id: string;
  variant_id: string | null;
  quantity: number;
  original_item_id: string | null;
}

/**
 * Moves stock from the order's lines to the edit's: each copy of an order line takes over what
 * the original holds, then reserves the units it gained or frees those it lost; an added line
 * reserves its units and a removed one frees them.
 */
async function moveStock(
  tx: Transaction,
  order: OrderRow,
  before: readonly StockLine[],
  after: readonly StockLine[],
): Promise<boolean> {
  const originals = new Map(before.map((line) => [line.id, line]));
  const kept = new Set<string>();
  const more: LineToReserve[] = [];
  let moved = false;
  for (const line of after) {
    const original = line.original_item_id ? originals.get(line.original_item_id) : undefined;
    if (original) {
      kept.add(original.id);
      await moveReservations(tx, original.id, line.id);
    }
    if (line.variant_id === null) continue;
    const delta =
      line.quantity - (original && original.variant_id === line.variant_id ? original.quantity : 0);
    if (delta > 0)
      more.push({ line_item_id: line.id, variant_id: line.variant_id, quantity: delta });
    if (delta < 0) await releaseFromLine(tx, line.id, -delta);
    if (delta !== 0) moved = true;
  }
  const removed = before.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (await releaseLineReservations(tx, removed)) moved = true;
  const { short } = await reserveLines(tx, more, { salesChannelId: order.sales_channel_id });
  if (short !== undefined) throw insufficientInventory(short);
  return moved;
}

/**
 * Confirms the edit: its lines replace the order's (the originals keep their rows with no order),
 * stock follows, the order's stored totals become the edit's, the payment collection's payments
 * join the order, and a negative difference is refunded, never more than is left to refund.
 * `fromStore` is the shopper completing it: only a requested edit, and only once its payment
 * collection is authorised. Answers whether stock moved and, when it confirmed the edit now, what
 * the shopper paid through the collection and what was refunded (for the mail).
 */
export async function confirmOrderEdit(
  tx: Transaction,
  edit: OrderEditRow,
  input: { confirmed_by: string | null; fromStore: boolean },
): Promise<{ stockMoved: boolean; settled?: EditSettlement }> {
  const status = editStatus(edit);
  if (status === "confirmed") return { stockMoved: false };
  if (input.fromStore && status !== "requested") {
    throw notAllowed(ORDER_EDIT_MESSAGES.completeStatus(status));
  }
  if (status === "canceled" || status === "declined") {
    throw notAllowed(ORDER_EDIT_MESSAGES.confirmStatus(status));
  }
  const collection = edit.payment_collection_id
    ? await findPaymentCollectionRow(tx, edit.payment_collection_id)
    : undefined;
  if (input.fromStore && collection && collection.status !== "authorized") {
    throw notAllowed(ORDER_EDIT_MESSAGES.notPaid);
  }

  const order = await lockOrder(tx, edit.order_id);
  if (order.status === "canceled") throw notAllowed(ORDER_EDIT_MESSAGES.canceledOrder);
  const { totals, difference } = await editDifference(tx, order, edit.id);
  const before = await linesWhere(tx, eq(lineItems.order_id, order.id));
  const after = await linesWhere(tx, eq(lineItems.order_edit_id, edit.id));
  const stockMoved = await moveStock(tx, order, before, after);

  await tx.update(lineItems).set({ order_id: null }).where(eq(lineItems.order_id, order.id));
  await tx
    .update(lineItems)
    .set({ order_id: order.id })
    .where(eq(lineItems.order_edit_id, edit.id));
  await tx
    .update(orders)
    .set({
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      shipping_total: totals.shipping_total,
      item_tax_total: totals.item_tax_total,
      shipping_tax_total: totals.shipping_tax_total,
      gift_card_total: totals.gift_card_total,
      gift_card_tax_total: totals.gift_card_tax_total,
      tax_total: totals.tax_total,
      total: totals.total,
      updated_at: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  if (collection) await attachCollectionPayments(tx, collection.id, order.id);
  const refunded = difference < 0 ? await refundDifference(tx, order, -difference, edit.id) : 0;
  await tx
    .update(orderEdits)
    .set({ confirmed_at: sql`now()`, confirmed_by: input.confirmed_by, updated_at: sql`now()` })
    .where(eq(orderEdits.id, edit.id));
  const paid = collection?.status === "authorized" ? (collection.authorized_amount ?? 0) : 0;
  return { stockMoved, settled: { difference, paid, refunded } };
}

/** What confirming an edit settled: its difference, what the shopper paid, what went back. */
export interface EditSettlement {
  difference: number;
  paid: number;
  refunded: number;
}

/** Gives back what the edit took off the order, at most what is left to refund of captured money. */
async function refundDifference(
  tx: Transaction,
  order: OrderRow,
  owed: number,
  editId: string,
): Promise<number> {
  const amount = Math.min(owed, await refundableAmount(tx, order.id));
  if (amount <= 0) return 0;
  await refundPayments(tx, order, { amount, reason: "other", note: `Order edit ${editId}` });
  return amount;
}
