// Orders as the store routes send them (Medusa v1 §9, §13).
import { z } from "zod";
import { LineItem } from "../carts/entities";
import { JsonObject, Metadata, softDeletable, Timestamp, timestamps } from "../common/fields";
import { Address, CustomerBase } from "../customers/entities";
import { Discount } from "../discounts/entities";
import { Payment } from "../payments/entities";
import { Region } from "../regions/entities";
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

/** An order as the store routes send it; the relations are those of `GET /store/orders/{id}`. */
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
    items: z.array(LineItem),
    shipping_address: Address.nullable().optional(),
    billing_address: Address.nullable()
      .optional()
      .meta({ description: "Only with `expand=billing_address`." }),
    shipping_methods: z.array(ShippingMethod).optional(),
    fulfillments: z.array(Fulfillment).optional(),
    discounts: z.array(Discount).optional(),
    customer: CustomerBase.optional(),
    payments: z.array(Payment).optional(),
    region: Region.optional(),
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
