// Order edits (Medusa v1 `order_edit`, `order_item_change`): a copy of an order's lines that staff
// change, with the totals the order would have and the difference to pay (positive) or to give
// back (negative), computed as Medusa's `OrderEditService.decorateTotals` does.
import { z } from "zod";
import { LineItem } from "../carts/entities";
import { Timestamp, softDeletable, timestamps } from "../common/fields";
import { PaymentCollectionSummary } from "../payment-collections/entities";

export const OrderEditStatus = z.enum([
  "confirmed",
  "declined",
  "requested",
  "created",
  "canceled",
]);
export type OrderEditStatus = z.infer<typeof OrderEditStatus>;

export const OrderEditItemChangeType = z.enum(["item_add", "item_remove", "item_update"]);
export type OrderEditItemChangeType = z.infer<typeof OrderEditItemChangeType>;

/** A line of an edit (or of its order), with its totals at the order's tax rate and discounts. */
export const OrderEditLineItem = LineItem.extend({
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  original_total: z.number().int(),
  original_tax_total: z.number().int(),
}).meta({ id: "OrderEditLineItem" });
export type OrderEditLineItem = z.infer<typeof OrderEditLineItem>;

export const OrderItemChange = z
  .object({
    ...softDeletable,
    id: z.string(),
    type: OrderEditItemChangeType,
    order_edit_id: z.string(),
    original_line_item_id: z.string().nullable(),
    line_item_id: z.string().nullable(),
    original_line_item: LineItem.nullable(),
    line_item: LineItem.nullable(),
  })
  .meta({ id: "OrderItemChange" });
export type OrderItemChange = z.infer<typeof OrderItemChange>;

const storeFields = {
  ...timestamps,
  id: z.string(),
  order_id: z.string(),
  status: OrderEditStatus,
  requested_by: z.string().nullable(),
  requested_at: Timestamp.nullable(),
  confirmed_at: Timestamp.nullable(),
  declined_by: z.string().nullable(),
  declined_reason: z.string().nullable(),
  declined_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  payment_collection_id: z.string().nullable(),
  payment_collection: PaymentCollectionSummary.nullable(),
  changes: z.array(OrderItemChange),
  items: z.array(OrderEditLineItem),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  shipping_total: z.number().int(),
  gift_card_total: z.number().int(),
  gift_card_tax_total: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  difference_due: z
    .number()
    .int()
    .meta({ description: "The edited order's total less the order's: to pay when positive." }),
};

/** An edit as the shopper sees it: staff's note and who on the staff acted are left out. */
export const StoreOrderEdit = z.object(storeFields).meta({ id: "StoreOrderEdit" });
export type StoreOrderEdit = z.infer<typeof StoreOrderEdit>;

export const OrderEdit = z
  .object({
    ...storeFields,
    internal_note: z.string().nullable(),
    created_by: z.string(),
    confirmed_by: z.string().nullable(),
    canceled_by: z.string().nullable(),
  })
  .meta({ id: "OrderEdit" });
export type OrderEdit = z.infer<typeof OrderEdit>;

/** An edit as an admin order lists it (Medusa's `order.edits`): its columns and status. */
export const OrderEditSummary = z
  .object({
    ...timestamps,
    id: z.string(),
    order_id: z.string(),
    status: OrderEditStatus,
    internal_note: z.string().nullable(),
    created_by: z.string(),
    requested_by: z.string().nullable(),
    requested_at: Timestamp.nullable(),
    confirmed_by: z.string().nullable(),
    confirmed_at: Timestamp.nullable(),
    declined_by: z.string().nullable(),
    declined_reason: z.string().nullable(),
    declined_at: Timestamp.nullable(),
    canceled_by: z.string().nullable(),
    canceled_at: Timestamp.nullable(),
    payment_collection_id: z.string().nullable(),
  })
  .meta({ id: "OrderEditSummary" });
export type OrderEditSummary = z.infer<typeof OrderEditSummary>;

export const orderEditAnswer = z.object({ order_edit: OrderEdit });
export const storeOrderEditAnswer = z.object({ order_edit: StoreOrderEdit });
