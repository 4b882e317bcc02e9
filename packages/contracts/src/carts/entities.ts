// Carts and their line items (Medusa v1 §6.2, §6.3). Money is in the currency's minor unit.
import { z } from "zod";
import { LineItemProduct, ProductVariantBase } from "../catalogue/entities";
import { JsonObject, Metadata, softDeletable, Timestamp, timestamps } from "../common/fields";
import { Address, CustomerBase } from "../customers/entities";
import { Discount } from "../discounts/entities";
import { GiftCard } from "../gift-cards/entities";
import { Payment, PaymentSession } from "../payments/entities";
import { Region } from "../regions/entities";
import { SalesChannel } from "../sales-channels/entities";
import { ShippingMethod } from "../shipping/entities";

/** A line's tax; a cart's are worked out on each read, so only an order's are stored rows. */
export const LineItemTaxLine = z
  .object({
    id: z.string().optional().meta({ description: "Absent on a cart's lines." }),
    created_at: Timestamp.optional(),
    updated_at: Timestamp.optional(),
    item_id: z.string(),
    code: z.string().nullable(),
    name: z.string(),
    rate: z.number().meta({ description: "A percentage." }),
    metadata: Metadata.optional(),
  })
  .meta({ id: "LineItemTaxLine" });
export type LineItemTaxLine = z.infer<typeof LineItemTaxLine>;

export const LineItemAdjustment = z
  .object({
    id: z.string(),
    item_id: z.string(),
    description: z.string(),
    discount_id: z.string().nullable(),
    amount: z.number().int(),
    metadata: Metadata,
  })
  .meta({ id: "LineItemAdjustment" });
export type LineItemAdjustment = z.infer<typeof LineItemAdjustment>;

export const LineItemVariant = ProductVariantBase.extend({ product: LineItemProduct }).meta({
  id: "LineItemVariant",
});
export type LineItemVariant = z.infer<typeof LineItemVariant>;

export const LineItem = z
  .object({
    ...timestamps,
    id: z.string(),
    cart_id: z.string().nullable(),
    order_id: z.string().nullable(),
    swap_id: z.string().nullable(),
    claim_order_id: z.string().nullable(),
    original_item_id: z.string().nullable(),
    order_edit_id: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    thumbnail: z.string().nullable(),
    is_return: z.boolean(),
    is_giftcard: z.boolean(),
    should_merge: z.boolean(),
    allow_discounts: z.boolean(),
    has_shipping: z.boolean().nullable(),
    unit_price: z.number().int(),
    variant_id: z.string().nullable(),
    quantity: z
      .number()
      .int()
      .meta({ description: "On orders, already less the returned quantity." }),
    fulfilled_quantity: z.number().int().nullable(),
    returned_quantity: z.number().int().nullable(),
    shipped_quantity: z.number().int().nullable(),
    metadata: Metadata,
    variant: LineItemVariant.nullable().optional(),
    adjustments: z.array(LineItemAdjustment).optional(),
    tax_lines: z.array(LineItemTaxLine).optional(),
    subtotal: z.number().int().optional(),
    discount_total: z.number().int().optional(),
    tax_total: z.number().int().optional(),
    total: z.number().int().optional(),
    original_total: z.number().int().optional(),
    original_tax_total: z.number().int().optional(),
    refundable: z.number().int().optional().meta({ description: "Orders only." }),
  })
  .meta({ id: "LineItem" });
export type LineItem = z.infer<typeof LineItem>;

export const CartType = z.enum(["default", "swap", "draft_order", "payment_link", "claim"]);
export type CartType = z.infer<typeof CartType>;

export const Cart = z
  .object({
    ...softDeletable,
    object: z.literal("cart"),
    id: z.string(),
    email: z.string().nullable(),
    billing_address_id: z.string().nullable(),
    billing_address: Address.nullable(),
    shipping_address_id: z.string().nullable(),
    shipping_address: Address.nullable(),
    items: z.array(LineItem),
    region_id: z.string(),
    region: Region,
    discounts: z.array(Discount),
    gift_cards: z.array(GiftCard),
    customer_id: z.string().nullable(),
    customer: CustomerBase.nullable().optional().meta({ description: "Null for a guest's cart." }),
    payment_session: PaymentSession.optional().meta({
      description: "The selected session; absent when none is selected.",
    }),
    payment_sessions: z.array(PaymentSession),
    payment_id: z.string().nullable(),
    payment: Payment.nullable(),
    shipping_methods: z.array(ShippingMethod),
    type: CartType,
    completed_at: Timestamp.nullable(),
    payment_authorized_at: Timestamp.nullable(),
    idempotency_key: z.string().nullable(),
    context: JsonObject.nullable(),
    metadata: Metadata,
    sales_channel_id: z.string().nullable(),
    sales_channel: SalesChannel.nullable(),
    subtotal: z.number().int(),
    discount_total: z.number().int(),
    item_tax_total: z.number().int(),
    shipping_total: z.number().int(),
    shipping_tax_total: z.number().int(),
    tax_total: z.number().int(),
    gift_card_total: z.number().int(),
    gift_card_tax_total: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof Cart>;
