// Payments: the providers a region offers, a cart's payment sessions, the payment an order
// holds and the refunds given on it.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
import { regions } from "../regions/tables";

export const paymentProviders = pgTable("payment_provider", {
  id: text("id").primaryKey(),
  is_installed: boolean("is_installed").notNull().default(true),
});

export const regionPaymentProviders = pgTable(
  "region_payment_providers",
  {
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => paymentProviders.id),
  },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
);

/** One payment provider's session for a cart; the selected one is authorised on completion. */
export const paymentSessions = pgTable(
  "payment_session",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => paymentProviders.id),
    is_selected: boolean("is_selected"),
    is_initiated: boolean("is_initiated").notNull().default(false),
    status: text("status")
      .$type<"authorized" | "pending" | "requires_more" | "error" | "canceled">()
      .notNull()
      .default("pending"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    idempotency_key: text("idempotency_key"),
    amount: integer("amount"),
    payment_authorized_at: timestamp("payment_authorized_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("payment_session_cart_provider_idx").on(t.cart_id, t.provider_id)],
);

export const payments = pgTable(
  "payment",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id"),
    order_id: text("order_id"),
    /** An exchange's difference paid through its cart (issue 13). */
    swap_id: text("swap_id"),
    amount: integer("amount").notNull(),
    currency_code: text("currency_code").notNull(),
    amount_refunded: integer("amount_refunded").notNull().default(0),
    provider_id: text("provider_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    captured_at: timestamp("captured_at", { withTimezone: true, mode: "date" }),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
  },
  (t) => [index("payment_order_idx").on(t.order_id), index("payment_cart_idx").on(t.cart_id)],
);

/** Money given back on an order (used from the admin refund issue on). */
export const refunds = pgTable(
  "refund",
  {
    id: text("id").primaryKey(),
    order_id: text("order_id"),
    payment_id: text("payment_id").references(() => payments.id),
    amount: integer("amount").notNull(),
    note: text("note"),
    reason: text("reason").$type<"discount" | "return" | "swap" | "claim" | "other">().notNull(),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
  },
  (t) => [index("refund_order_idx").on(t.order_id)],
);
