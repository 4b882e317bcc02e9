// Orders (completed carts, totals frozen at completion) and what staff add when they run them
// (contract medusa-v1 §12): fulfillments and their tracking numbers.
import type { FulfillmentStatus, OrderStatus, PaymentStatus } from "@atelier/contracts";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, metadata, timestamps, updatedAt } from "../../db/columns";
import { carts } from "../carts/tables";
import { addresses, customers } from "../customers/tables";
import { discounts } from "../discounts/tables";
import { regions } from "../regions/tables";
import { salesChannels } from "../sales-channels/tables";

/**
 * A completed cart. Its totals are stored as they were at completion, so later price, tax or
 * discount changes never rewrite what the customer agreed to pay.
 */
export const orders = pgTable(
  "order",
  {
    id: text("id").primaryKey(),
    display_id: serial("display_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    fulfillment_status: text("fulfillment_status")
      .$type<FulfillmentStatus>()
      .notNull()
      .default("not_fulfilled"),
    payment_status: text("payment_status").$type<PaymentStatus>().notNull().default("not_paid"),
    cart_id: text("cart_id").references(() => carts.id),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id),
    email: text("email").notNull(),
    billing_address_id: text("billing_address_id").references(() => addresses.id),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    currency_code: text("currency_code").notNull(),
    /** The region's rate (a percentage) the order was taxed at. */
    tax_rate: real("tax_rate"),
    draft_order_id: text("draft_order_id"),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    no_notification: boolean("no_notification"),
    idempotency_key: text("idempotency_key"),
    external_id: text("external_id"),
    sales_channel_id: text("sales_channel_id").references(() => salesChannels.id),
    subtotal: integer("subtotal").notNull(),
    discount_total: integer("discount_total").notNull(),
    shipping_total: integer("shipping_total").notNull(),
    item_tax_total: integer("item_tax_total").notNull(),
    shipping_tax_total: integer("shipping_tax_total").notNull(),
    gift_card_total: integer("gift_card_total").notNull(),
    gift_card_tax_total: integer("gift_card_tax_total").notNull(),
    tax_total: integer("tax_total").notNull(),
    total: integer("total").notNull(),
    metadata,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("order_display_id_idx").on(t.display_id),
    uniqueIndex("order_cart_idx").on(t.cart_id),
    index("order_customer_idx").on(t.customer_id, t.created_at),
    index("order_email_idx").on(t.email),
  ],
);

export const orderDiscounts = pgTable(
  "order_discounts",
  {
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.discount_id] })],
);

/** Goods of an order packed to go out; shipped once it has left with its tracking numbers. */
export const fulfillments = pgTable(
  "fulfillment",
  {
    id: text("id").primaryKey(),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider_id: text("provider_id").notNull().default("manual"),
    /** Set when the fulfillment sends out an exchange's or a claim's items (issue 13). */
    swap_id: text("swap_id"),
    claim_order_id: text("claim_order_id"),
    location_id: text("location_id"),
    tracking_numbers: jsonb("tracking_numbers").$type<string[]>().notNull().default([]),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    no_notification: boolean("no_notification"),
    shipped_at: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    idempotency_key: text("idempotency_key"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    created_at: createdAt,
    updated_at: updatedAt,
  },
  (t) => [index("fulfillment_order_idx").on(t.order_id)],
);

/** How many of one order line went into a fulfillment. */
export const fulfillmentItems = pgTable(
  "fulfillment_item",
  {
    fulfillment_id: text("fulfillment_id")
      .notNull()
      .references(() => fulfillments.id, { onDelete: "cascade" }),
    item_id: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fulfillment_id, t.item_id] })],
);

/** One carrier tracking number of a shipped fulfillment. */
export const trackingLinks = pgTable(
  "tracking_link",
  {
    id: text("id").primaryKey(),
    fulfillment_id: text("fulfillment_id")
      .notNull()
      .references(() => fulfillments.id, { onDelete: "cascade" }),
    tracking_number: text("tracking_number").notNull(),
    url: text("url"),
    created_at: createdAt,
    updated_at: updatedAt,
  },
  (t) => [index("tracking_link_fulfillment_idx").on(t.fulfillment_id)],
);

/**
 * A request to move guest orders onto a customer's account (Medusa v1 `order-update-token`): the
 * mailed token is kept only as its SHA-256, works once and expires.
 */
export const orderClaimTokens = pgTable(
  "order_claim_token",
  {
    token_hash: text("token_hash").primaryKey(),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    order_ids: jsonb("order_ids").$type<string[]>().notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
    created_at: createdAt,
  },
  (t) => [index("order_claim_token_customer_idx").on(t.customer_id)],
);
