// Return reasons (Medusa v1 `return_reason`): why an item comes back. A reason may hold one level of
// sub-reasons ("Damaged" → "Arrived broken", "Scratched"); lists show the top level with its
// children.
import { z } from "zod";
import { Metadata, Timestamp, softDeletable, timestamps } from "../common/fields";

const returnReasonFields = {
  ...softDeletable,
  id: z.string(),
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  parent_return_reason_id: z.string().nullable(),
  metadata: Metadata,
};

/** A reason as it appears inside another one (a parent, or a child in a list). */
export const ReturnReasonSummary = z.object(returnReasonFields).meta({ id: "ReturnReasonSummary" });
export type ReturnReasonSummary = z.infer<typeof ReturnReasonSummary>;

/** A reason with its parent (null at the top level) and its live sub-reasons. */
export const ReturnReason = z
  .object({
    ...returnReasonFields,
    parent_return_reason: ReturnReasonSummary.nullable(),
    return_reason_children: z.array(ReturnReasonSummary),
  })
  .meta({ id: "ReturnReason" });
export type ReturnReason = z.infer<typeof ReturnReason>;

/** A list of reasons answers the top level with its sub-reasons, unpaginated (Store and admin). */
export const returnReasonList = {
  description: "The top-level reasons, each with its sub-reasons; not paginated, as in Medusa.",
  answer: z.object({ return_reasons: z.array(ReturnReason) }),
};
export const returnReasonAnswer = z.object({ return_reason: ReturnReason });

/** Where a return stands (Medusa v1 `ReturnStatus`). */
export const ReturnStatus = z.enum(["requested", "received", "requires_action", "canceled"]);
export type ReturnStatus = z.infer<typeof ReturnStatus>;

/** How many of one order line a return asks for, and how many arrived. */
export const ReturnItem = z
  .object({
    return_id: z.string(),
    item_id: z.string(),
    quantity: z.number().int(),
    is_requested: z.boolean(),
    requested_quantity: z.number().int().nullable(),
    received_quantity: z.number().int().nullable(),
    reason_id: z.string().nullable(),
    reason: ReturnReasonSummary.nullable(),
    note: z.string().nullable(),
    /** Ours: whether the received units went back into stock (false for damaged goods). */
    restock: z.boolean().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "ReturnItem" });
export type ReturnItem = z.infer<typeof ReturnItem>;

/** The shipping option a return travels by, and what it costs (taken off the refund). */
export const ReturnShippingMethod = z
  .object({
    id: z.string(),
    shipping_option_id: z.string(),
    return_id: z.string(),
    order_id: z.string().nullable(),
    cart_id: z.string().nullable(),
    swap_id: z.string().nullable(),
    claim_order_id: z.string().nullable(),
    price: z.number().int(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "ReturnShippingMethod" });

/** Items an order's customer sends back, and the money they bring back. */
export const Return = z
  .object({
    ...timestamps,
    id: z.string(),
    status: ReturnStatus,
    order_id: z.string().nullable(),
    swap_id: z.string().nullable(),
    claim_order_id: z.string().nullable(),
    items: z.array(ReturnItem),
    shipping_method: ReturnShippingMethod.nullable(),
    shipping_data: z.record(z.string(), z.unknown()).nullable(),
    location_id: z.string().nullable(),
    refund_amount: z.number().int(),
    no_notification: z.boolean().nullable(),
    idempotency_key: z.string().nullable(),
    received_at: Timestamp.nullable(),
    metadata: Metadata,
  })
  .meta({ id: "Return" });
export type Return = z.infer<typeof Return>;
