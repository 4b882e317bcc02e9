// Exchanges (Medusa v1 `swap`): items of a fulfilled order come back through a return, other items
// go out, and the difference is paid through a cart of type "swap" or refunded (§13).
import { z } from "zod";
import { Cart, LineItem } from "../carts/entities";
import { Metadata, Timestamp, softDeletable } from "../common/fields";
import { Address } from "../customers/entities";
import { OrderFulfillment } from "../orders/entities";
import { Payment } from "../payments/entities";
import { Return } from "../returns/entities";
import { ShippingMethod } from "../shipping/entities";

export const SwapFulfillmentStatus = z.enum([
  "not_fulfilled",
  "fulfilled",
  "shipped",
  "partially_shipped",
  "canceled",
  "requires_action",
]);
export type SwapFulfillmentStatus = z.infer<typeof SwapFulfillmentStatus>;

export const SwapPaymentStatus = z.enum([
  "not_paid",
  "awaiting",
  "captured",
  "confirmed",
  "canceled",
  "difference_refunded",
  "partially_refunded",
  "refunded",
  "requires_action",
]);
export type SwapPaymentStatus = z.infer<typeof SwapPaymentStatus>;

/** An exchange with its new items, its return, fulfillments, payment and shipping. */
export const Swap = z
  .object({
    ...softDeletable,
    id: z.string(),
    fulfillment_status: SwapFulfillmentStatus,
    payment_status: SwapPaymentStatus,
    order_id: z.string(),
    difference_due: z.number().int().nullable().meta({
      description:
        "Set when the shopper confirms the exchange (completes its cart): what the new items cost less what the returned ones are worth; negative when money goes back.",
    }),
    shipping_address_id: z.string().nullable(),
    cart_id: z.string().nullable(),
    confirmed_at: Timestamp.nullable(),
    canceled_at: Timestamp.nullable(),
    no_notification: z.boolean().nullable(),
    allow_backorder: z.boolean(),
    idempotency_key: z.string().nullable(),
    metadata: Metadata,
    additional_items: z.array(LineItem),
    return_order: Return.nullable(),
    fulfillments: z.array(OrderFulfillment),
    payment: Payment.nullable(),
    shipping_address: Address.nullable(),
    shipping_methods: z.array(ShippingMethod),
    cart: Cart.nullable()
      .optional()
      .meta({ description: "The difference cart; left out where swaps are nested in an order." }),
  })
  .meta({ id: "Swap" });
export type Swap = z.infer<typeof Swap>;
