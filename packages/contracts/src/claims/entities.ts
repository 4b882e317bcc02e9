// Claims (Medusa v1 `ClaimOrder`, `ClaimItem`, `ClaimImage`, `ClaimTag`): goods of an order that
// arrived damaged, wrong or not at all, what staff noted about them, and what the claim does —
// give money back (`refund`) or send new items (`replace`), optionally with the goods coming back.
import { z } from "zod";
import { LineItem } from "../carts/entities";
import { ProductVariantBase } from "../catalogue/entities";
import { Metadata, Timestamp, softDeletable } from "../common/fields";
import { Address } from "../customers/entities";
import { OrderFulfillment } from "../orders/entities";
import { Return } from "../returns/entities";
import { ShippingMethod } from "../shipping/entities";

export const ClaimType = z.enum(["refund", "replace"]);
export type ClaimType = z.infer<typeof ClaimType>;

/** `na` for replacements; a refund claim is `refunded` once its money went back. */
export const ClaimPaymentStatus = z.enum(["na", "not_refunded", "refunded"]);
export type ClaimPaymentStatus = z.infer<typeof ClaimPaymentStatus>;

export const ClaimFulfillmentStatus = z.enum([
  "not_fulfilled",
  "partially_fulfilled",
  "fulfilled",
  "partially_shipped",
  "shipped",
  "partially_returned",
  "returned",
  "canceled",
  "requires_action",
]);
export type ClaimFulfillmentStatus = z.infer<typeof ClaimFulfillmentStatus>;

export const ClaimReason = z.enum(["missing_item", "wrong_item", "production_failure", "other"]);
export type ClaimReason = z.infer<typeof ClaimReason>;

export const ClaimTag = z
  .object({ ...softDeletable, id: z.string(), value: z.string(), metadata: Metadata })
  .meta({ id: "ClaimTag" });
export type ClaimTag = z.infer<typeof ClaimTag>;

export const ClaimImage = z
  .object({
    ...softDeletable,
    id: z.string(),
    claim_item_id: z.string(),
    url: z.string(),
    metadata: Metadata,
  })
  .meta({ id: "ClaimImage" });
export type ClaimImage = z.infer<typeof ClaimImage>;

/** The order line claimed, as stored (its quantity is the line's, not less what came back). */
const ClaimedLine = LineItem.omit({
  variant: true,
  adjustments: true,
  tax_lines: true,
  subtotal: true,
  discount_total: true,
  tax_total: true,
  total: true,
  original_total: true,
  original_tax_total: true,
  refundable: true,
});

export const ClaimItem = z
  .object({
    ...softDeletable,
    id: z.string(),
    claim_order_id: z.string(),
    item_id: z.string(),
    item: ClaimedLine,
    variant_id: z.string(),
    reason: ClaimReason,
    note: z.string().nullable(),
    quantity: z.number().int(),
    images: z.array(ClaimImage),
    tags: z.array(ClaimTag),
    metadata: Metadata,
  })
  .meta({ id: "ClaimItem" });
export type ClaimItem = z.infer<typeof ClaimItem>;

/** A replacement item the claim sends out: a line naming the claim, with its variant. */
export const ClaimLineItem = ClaimedLine.extend({
  variant: ProductVariantBase.nullable(),
  refundable: z.number().int(),
}).meta({ id: "ClaimLineItem" });
export type ClaimLineItem = z.infer<typeof ClaimLineItem>;

export const ClaimOrder = z
  .object({
    ...softDeletable,
    id: z.string(),
    type: ClaimType,
    payment_status: ClaimPaymentStatus,
    fulfillment_status: ClaimFulfillmentStatus,
    order_id: z.string(),
    claim_items: z.array(ClaimItem),
    additional_items: z.array(ClaimLineItem),
    return_order: Return.nullable(),
    shipping_address_id: z.string().nullable(),
    shipping_address: Address.nullable(),
    shipping_methods: z.array(ShippingMethod),
    fulfillments: z.array(OrderFulfillment),
    refund_amount: z.number().int().nullable(),
    canceled_at: Timestamp.nullable(),
    no_notification: z.boolean().nullable(),
    idempotency_key: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "ClaimOrder" });
export type ClaimOrder = z.infer<typeof ClaimOrder>;
