// Changing an edit's lines (Medusa v1 `OrderEditService` create, addLineItem, updateLineItem,
// removeLineItem, deleteItemChange): an edit works on copies of the order's lines (`order_edit_id`
// set, `original_item_id` naming the order line), and records each change. Lines change only while
// the edit is `created`: once sent, the shopper decides on what they were shown. Each runs inside
// the caller's transaction with the edit row locked (`lockOrderEdit`).
import { and, eq, isNull, sql } from "drizzle-orm";
import { invalidData, notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { variantWithoutPrice } from "../carts/errors";
import { findSellableVariant, lineAllowsDiscounts } from "../carts/line-items";
import { lineItems } from "../carts/tables";
import type { OrderRow } from "../orders/order-response";
import { orderLines } from "../orders/order-state";
import { selectVariantPricing } from "../pricing/variant-prices";
import { regions } from "../regions/tables";
import { editStatus } from "./edit-status";
import { orderEditNotFound, type OrderEditRow } from "./order-edit-query";
import { orderEdits, orderItemChanges } from "./tables";

export const ORDER_EDIT_MESSAGES = {
  activeEdit: (orderId: string) => `An active order edit already exists for the order ${orderId}`,
  canceledOrder: "Cannot edit a canceled order",
  notEditable: (id: string, status: string) =>
    `Can not update an item on the order edit ${id} with the status ${status}`,
  foreignLine: (lineId: string, orderId: string) =>
    `Invalid line item id ${lineId} it does not belong to the same order edit ${orderId}.`,
  foreignChange:
    "The item change you are trying to delete doesn't belong to the OrderEdit with id: ",
  deleteStatus: (status: string) => `Cannot delete order edit with status ${status}`,
  noChanges: "Cannot request a confirmation on an edit with no changes",
  requestStatus: (status: string) =>
    `Cannot request confirmation of an order edit with status ${status}`,
  declineStatus: (status: string) => `Cannot decline an order edit with status ${status}.`,
  cancelStatus: (status: string) => `Cannot cancel order edit with status ${status}`,
  confirmStatus: (status: string) => `Cannot confirm an order edit with status ${status}`,
  completeStatus: (status: string) => `Cannot complete an order edit with status ${status}`,
  notPaid: "Unable to complete an order edit if the payment is not authorized",
} as const;

/** The edit row, locked until the transaction ends; 404 when there is none. */
export async function lockOrderEdit(tx: Transaction, id: string): Promise<OrderEditRow> {
  const [row] = isPossibleId(id)
    ? await tx.select().from(orderEdits).where(eq(orderEdits.id, id)).for("update")
    : [];
  if (!row) throw orderEditNotFound(id);
  return row;
}

function assertEditable(edit: OrderEditRow): void {
  const status = editStatus(edit);
  if (status !== "created") throw notAllowed(ORDER_EDIT_MESSAGES.notEditable(edit.id, status));
}

type LineRow = typeof lineItems.$inferSelect;

/** A copy of an order line for the edit, keeping its place among the order's lines. */
function copyOf(line: LineRow, editId: string): LineRow {
  return {
    ...line,
    id: generateId("item"),
    cart_id: null,
    order_id: null,
    order_edit_id: editId,
    original_item_id: line.id,
    updated_at: new Date(),
  };
}

/** Opens an edit of the order (locked by the caller), with copies of its lines; answers its id. */
export async function createOrderEdit(
  tx: Transaction,
  order: OrderRow,
  input: { internal_note?: string; created_by: string },
): Promise<string> {
  if (order.status === "canceled") throw notAllowed(ORDER_EDIT_MESSAGES.canceledOrder);
  const [active] = await tx
    .select({ id: orderEdits.id })
    .from(orderEdits)
    .where(
      and(
        eq(orderEdits.order_id, order.id),
        isNull(orderEdits.confirmed_at),
        isNull(orderEdits.canceled_at),
        isNull(orderEdits.declined_at),
      ),
    )
    .limit(1);
  if (active) throw invalidData(ORDER_EDIT_MESSAGES.activeEdit(order.id));
  const id = generateId("oe");
  await tx.insert(orderEdits).values({
    id,
    order_id: order.id,
    internal_note: input.internal_note ?? null,
    created_by: input.created_by,
  });
  const lines = await orderLines(tx, order.id);
  if (lines.length > 0) await tx.insert(lineItems).values(lines.map((line) => copyOf(line, id)));
  return id;
}

/** Adds a variant, priced in the order's region for its customer as a cart would price it. */
export async function addEditLine(
  tx: Transaction,
  edit: OrderEditRow,
  order: OrderRow,
  input: { variant_id: string; quantity: number; metadata?: Record<string, unknown> },
): Promise<void> {
  assertEditable(edit);
  const { variant, product, prices } = await findSellableVariant(
    tx,
    input.variant_id,
    order.customer_id,
  );
  const unitPrice = selectVariantPricing(prices, {
    regionId: order.region_id,
    currencyCode: order.currency_code,
    quantity: input.quantity,
  }).calculated_price;
  if (unitPrice === null) {
    const [region] = await tx
      .select({ name: regions.name })
      .from(regions)
      .where(eq(regions.id, order.region_id));
    throw variantWithoutPrice(variant.title || variant.id, region?.name ?? order.region_id);
  }
  const lineId = generateId("item");
  await tx.insert(lineItems).values({
    id: lineId,
    order_edit_id: edit.id,
    title: product.title,
    description: variant.title,
    thumbnail: product.thumbnail,
    is_giftcard: product.is_giftcard,
    allow_discounts: lineAllowsDiscounts(product),
    unit_price: unitPrice,
    variant_id: variant.id,
    quantity: input.quantity,
    metadata: input.metadata ?? null,
  });
  await tx.insert(orderItemChanges).values({
    id: generateId("oic"),
    type: "item_add",
    order_edit_id: edit.id,
    line_item_id: lineId,
  });
}

/** The edit's line, or 400 when the id names no line of this edit. */
async function editLine(tx: Transaction, edit: OrderEditRow, lineId: string): Promise<LineRow> {
  const [line] = isPossibleId(lineId)
    ? await tx.select().from(lineItems).where(eq(lineItems.id, lineId))
    : [];
  if (!line || line.order_edit_id !== edit.id) {
    throw invalidData(ORDER_EDIT_MESSAGES.foreignLine(lineId, edit.order_id));
  }
  return line;
}

/** Sets a line's quantity, recording the change (once per line) when it is a copied line. */
export async function updateEditLine(
  tx: Transaction,
  edit: OrderEditRow,
  lineId: string,
  quantity: number,
): Promise<void> {
  assertEditable(edit);
  const line = await editLine(tx, edit, lineId);
  const [change] = await tx
    .select({ id: orderItemChanges.id })
    .from(orderItemChanges)
    .where(eq(orderItemChanges.line_item_id, line.id));
  if (!change) {
    await tx.insert(orderItemChanges).values({
      id: generateId("oic"),
      type: "item_update",
      order_edit_id: edit.id,
      original_line_item_id: line.original_item_id,
      line_item_id: line.id,
    });
  }
  await tx
    .update(lineItems)
    .set({ quantity, updated_at: sql`now()` })
    .where(eq(lineItems.id, line.id));
}

/** Takes a copied order line out of the edit (its update change, if any, goes with it). */
export async function removeEditLine(
  tx: Transaction,
  edit: OrderEditRow,
  lineId: string,
): Promise<void> {
  assertEditable(edit);
  const line = await editLine(tx, edit, lineId);
  if (!line.original_item_id) {
    throw invalidData(ORDER_EDIT_MESSAGES.foreignLine(lineId, edit.order_id));
  }
  await tx.delete(orderItemChanges).where(eq(orderItemChanges.line_item_id, line.id));
  await tx.delete(lineItems).where(eq(lineItems.id, line.id));
  await tx.insert(orderItemChanges).values({
    id: generateId("oic"),
    type: "item_remove",
    order_edit_id: edit.id,
    original_line_item_id: line.original_item_id,
  });
}

/**
 * Undoes one change: an added line goes, a changed line gets the order line's quantity back, a
 * removed line is copied again. (Medusa only deletes the record, leaving the line as changed.)
 */
export async function deleteEditChange(
  tx: Transaction,
  edit: OrderEditRow,
  changeId: string,
): Promise<void> {
  const [change] = isPossibleId(changeId)
    ? await tx.select().from(orderItemChanges).where(eq(orderItemChanges.id, changeId))
    : [];
  if (!change) throw notFound(`Item change with id ${changeId} was not found`);
  if (change.order_edit_id !== edit.id) {
    throw invalidData(`${ORDER_EDIT_MESSAGES.foreignChange}${edit.id}.`);
  }
  assertEditable(edit);
  await tx.delete(orderItemChanges).where(eq(orderItemChanges.id, change.id));
  if (change.type === "item_add" && change.line_item_id) {
    await tx.delete(lineItems).where(eq(lineItems.id, change.line_item_id));
    return;
  }
  const [original] = change.original_line_item_id
    ? await tx.select().from(lineItems).where(eq(lineItems.id, change.original_line_item_id))
    : [];
  if (!original) return;
  if (change.type === "item_update" && change.line_item_id) {
    await tx
      .update(lineItems)
      .set({ quantity: original.quantity, updated_at: sql`now()` })
      .where(eq(lineItems.id, change.line_item_id));
  } else if (change.type === "item_remove") {
    await tx.insert(lineItems).values(copyOf(original, edit.id));
  }
}

/** Deletes an edit not yet sent, with its copied lines. */
export async function deleteOrderEdit(tx: Transaction, edit: OrderEditRow): Promise<void> {
  const status = editStatus(edit);
  if (status !== "created") throw notAllowed(ORDER_EDIT_MESSAGES.deleteStatus(status));
  await tx.delete(orderItemChanges).where(eq(orderItemChanges.order_edit_id, edit.id));
  await tx.delete(lineItems).where(eq(lineItems.order_edit_id, edit.id));
  await tx.delete(orderEdits).where(eq(orderEdits.id, edit.id));
}
