// Orders as the Admin API answers them (Medusa v1 §12.5, §13): every order column, the relations
// the Store shape loads, the totals, the order's refunds, returns, exchanges (swaps), claims and
// edits.
import { z } from "zod";
import { Metadata, Timestamp, timestamps } from "../common/fields";
import { ClaimOrder } from "../claims/entities";
import { Address, CustomerBase } from "../customers/entities";
import { Discount } from "../discounts/entities";
import { AdminPayment } from "../payments/admin-entities";
import { Region } from "../regions/entities";
import { OrderEditSummary } from "../order-edits/entities";
import { Return } from "../returns/entities";
import { ShippingMethod, ShippingOption } from "../shipping/entities";
import { Swap } from "../swaps/entities";
import {
  FulfillmentStatus,
  OrderFulfillment,
  OrderLineItem,
  OrderStatus,
  PaymentStatus,
} from "./entities";

/** Why money went back (Refund `reason`). */
export const RefundReason = z.enum(["discount", "return", "swap", "claim", "other"]);
export type RefundReason = z.infer<typeof RefundReason>;

export const Refund = z
  .object({
    ...timestamps,
    id: z.string(),
    order_id: z.string().nullable(),
    payment_id: z.string().nullable(),
    amount: z.number().int(),
    reason: RefundReason,
    note: z.string().nullable(),
    idempotency_key: z.string().nullable().optional(),
    metadata: Metadata.optional(),
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof Refund>;

/** A tax line as an order computes it from its stored rate (no row of its own). */
const computedTaxLine = {
  rate: z.number().meta({ description: "A percentage." }),
  name: z.string(),
  code: z.string(),
};

/** A shipping method of an order, with its option's own columns and its totals. */
export const AdminOrderShippingMethod = ShippingMethod.extend({
  shipping_option: ShippingOption.omit({
    requirements: true,
    profile: true,
    price_incl_tax: true,
    tax_rates: true,
    tax_amount: true,
  }).extend({ profile_id: z.string().nullable() }),
  tax_lines: z.array(z.object({ ...computedTaxLine, shipping_method_id: z.string() })),
  subtotal: z.number().int(),
  total: z.number().int(),
  tax_total: z.number().int(),
  original_total: z.number().int(),
  original_tax_total: z.number().int(),
}).meta({ id: "AdminOrderShippingMethod" });
export type AdminOrderShippingMethod = z.infer<typeof AdminOrderShippingMethod>;

/** The Store's fulfillment shape, which the admin answer shares. */
export const AdminOrderFulfillment = OrderFulfillment;
export type AdminOrderFulfillment = OrderFulfillment;

export const AdminOrder = z
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
    billing_address_id: z.string().nullable(),
    shipping_address_id: z.string().nullable(),
    region_id: z.string(),
    currency_code: z.string(),
    tax_rate: z.number().nullable().meta({ description: "Null for orders that use tax lines." }),
    draft_order_id: z.string().nullable(),
    canceled_at: Timestamp.nullable(),
    no_notification: z.boolean().nullable(),
    idempotency_key: z.string().nullable(),
    external_id: z.string().nullable(),
    sales_channel_id: z.string().nullable(),
    metadata: Metadata,
    items: z.array(OrderLineItem),
    shipping_address: Address.nullable(),
    shipping_methods: z.array(AdminOrderShippingMethod),
    fulfillments: z.array(AdminOrderFulfillment),
    discounts: z.array(Discount),
    customer: CustomerBase.nullable(),
    payments: z.array(AdminPayment),
    region: Region.nullable(),
    refunds: z.array(Refund),
    returns: z.array(Return),
    claims: z.array(ClaimOrder),
    edits: z.array(OrderEditSummary),
    swaps: z.array(Swap),
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
  .meta({ id: "AdminOrder" });
export type AdminOrder = z.infer<typeof AdminOrder>;
