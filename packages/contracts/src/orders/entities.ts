// Orders as the store routes send them (Medusa v1 §9, §13).
import { z } from "zod";
import { LineItem, LineItemAdjustment, LineItemTaxLine } from "../carts/entities";
import { ProductVariantBase } from "../catalogue/entities";
import { JsonObject, Metadata, softDeletable, Timestamp, timestamps } from "../common/fields";
import { Address, CustomerBase } from "../customers/entities";
import { Discount } from "../discounts/entities";
import { Payment } from "../payments/entities";
import { Region } from "../regions/entities";
import { Return } from "../returns/entities";
import { ShippingMethod } from "../shipping/entities";

export const OrderStatus = z.enum([
  "pending",
  "completed",
  "archived",
  "canceled",
  "requires_action",
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const FulfillmentStatus = z.enum([
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
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;

export const PaymentStatus = z.enum([
  "not_paid",
  "awaiting",
  "captured",
  "partially_refunded",
  "refunded",
  "canceled",
  "requires_action",
]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const TrackingLink = z
  .object({
    ...softDeletable,
    id: z.string(),
    url: z.string().nullable(),
    tracking_number: z.string(),
    fulfillment_id: z.string(),
    metadata: Metadata,
  })
  .meta({ id: "TrackingLink" });
export type TrackingLink = z.infer<typeof TrackingLink>;

export const Fulfillment = z
  .object({
    ...timestamps,
    id: z.string(),
    claim_order_id: z.string().nullable(),
    swap_id: z.string().nullable(),
    order_id: z.string().nullable(),
    provider_id: z.string(),
    location_id: z.string().nullable(),
    tracking_numbers: z.array(z.string()),
    data: JsonObject,
    shipped_at: Timestamp.nullable(),
    no_notification: z.boolean().nullable(),
    canceled_at: Timestamp.nullable(),
    idempotency_key: z.string().nullable(),
    metadata: Metadata,
    items: z.array(
      z.object({ fulfillment_id: z.string(), item_id: z.string(), quantity: z.number().int() }),
    ),
    tracking_links: z.array(TrackingLink),
  })
  .meta({ id: "Fulfillment" });
export type Fulfillment = z.infer<typeof Fulfillment>;

/**
 * A line of an order: its own columns (swaps, claims and order edits do not exist here, so the
 * columns that would name them are not sent), its variant without the product, and its totals.
 */
export const OrderLineItem = LineItem.omit({
  swap_id: true,
  claim_order_id: true,
  original_item_id: true,
  order_edit_id: true,
})
  .extend({
    variant: ProductVariantBase.nullable(),
    adjustments: z.array(LineItemAdjustment),
    tax_lines: z.array(LineItemTaxLine),
    subtotal: z.number().int(),
    discount_total: z.number().int(),
    tax_total: z.number().int(),
    total: z.number().int(),
    original_total: z.number().int(),
    original_tax_total: z.number().int(),
    refundable: z.number().int(),
  })
  .meta({ id: "OrderLineItem" });
export type OrderLineItem = z.infer<typeof OrderLineItem>;

/** A fulfillment of an order; its tracking links are never deleted, so they carry no deleted_at. */
export const OrderFulfillment = Fulfillment.extend({
  tracking_links: z.array(TrackingLink.omit({ deleted_at: true })),
}).meta({ id: "OrderFulfillment" });
export type OrderFulfillment = z.infer<typeof OrderFulfillment>;

/** A payment of an order; swaps do not exist here, so no `swap_id` is sent. */
export const OrderPayment = Payment.omit({ swap_id: true }).meta({ id: "OrderPayment" });
export type OrderPayment = z.infer<typeof OrderPayment>;

/**
 * An order as the store routes send it (the lookup, by id, by cart, the customer's orders, and
 * the orders of the sign-in answers): the relations are always loaded.
 */
export const Order = z
  .object({
    ...timestamps,
    object: z.literal("order"),
    id: z.string(),
    display_id: z.number().int(),
    status: OrderStatus,
    fulfillment_status: FulfillmentStatus,
    payment_status: PaymentStatus,
    cart_id: z.string().nullable(),
    customer_id: z.string(),
    email: z.string(),
    region_id: z.string(),
    currency_code: z.string(),
    tax_rate: z.number().nullable().meta({ description: "Null for orders that use tax lines." }),
    items: z.array(OrderLineItem),
    shipping_address: Address.nullable(),
    billing_address: Address.nullable()
      .optional()
      .meta({ description: "Not loaded by the store routes, so absent today." }),
    shipping_methods: z.array(ShippingMethod),
    fulfillments: z.array(OrderFulfillment),
    discounts: z.array(Discount),
    customer: CustomerBase.nullable(),
    payments: z.array(OrderPayment),
    region: Region.nullable(),
    returns: z.array(Return).optional().meta({
      description: "The order's returns, oldest first: only when `expand` names `returns`.",
    }),
    subtotal: z.number().int(),
    discount_total: z.number().int(),
    shipping_total: z.number().int(),
    item_tax_total: z.number().int(),
    shipping_tax_total: z.number().int(),
    tax_total: z.number().int(),
    gift_card_total: z.number().int(),
    gift_card_tax_total: z.number().int(),
    total: z.number().int(),
    paid_total: z.number().int(),
    refunded_total: z.number().int(),
    refundable_amount: z.number().int(),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof Order>;
