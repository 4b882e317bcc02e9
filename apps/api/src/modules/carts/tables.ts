// Carts and their line items (contract medusa-v1 §6).
import type { CartType } from "@atelier/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { productVariants } from "../catalogue/tables";
import { addresses } from "../customers/tables";
import { regions } from "../regions/tables";
import { salesChannels } from "../sales-channels/tables";

export const carts = pgTable(
  "cart",
  {
    id: text("id").primaryKey(),
    email: text("email"),
    billing_address_id: text("billing_address_id").references(() => addresses.id),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    customer_id: text("customer_id"),
    payment_id: text("payment_id"),
    /** default | swap | draft_order | payment_link | claim */
    type: text("type").$type<CartType>().notNull().default("default"),
    completed_at: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    payment_authorized_at: timestamp("payment_authorized_at", { withTimezone: true, mode: "date" }),
    idempotency_key: text("idempotency_key"),
    context: jsonb("context").$type<Record<string, unknown>>(),
    metadata,
    sales_channel_id: text("sales_channel_id").references(() => salesChannels.id),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("cart_customer_idx").on(t.customer_id)],
);

export const lineItems = pgTable(
  "line_item",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    order_id: text("order_id"),
    title: text("title").notNull(),
    description: text("description"),
    thumbnail: text("thumbnail"),
    is_return: boolean("is_return").notNull().default(false),
    is_giftcard: boolean("is_giftcard").notNull().default(false),
    should_merge: boolean("should_merge").notNull().default(true),
    allow_discounts: boolean("allow_discounts").notNull().default(true),
    has_shipping: boolean("has_shipping"),
    unit_price: integer("unit_price").notNull(),
    variant_id: text("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    fulfilled_quantity: integer("fulfilled_quantity"),
    returned_quantity: integer("returned_quantity"),
    shipped_quantity: integer("shipped_quantity"),
    /** The exchange, claim or order edit a line belongs to (issue 13); null on a plain order. */
    swap_id: text("swap_id"),
    claim_order_id: text("claim_order_id"),
    order_edit_id: text("order_edit_id"),
    /** An order edit's copy points at the order line it replaces. */
    original_item_id: text("original_item_id"),
    metadata,
    ...timestamps,
  },
  (t) => [
    index("line_item_cart_idx").on(t.cart_id),
    // A cart's lines have no order yet, nor most lines any of the others: partial indexes keep
    // adding to a cart one index insert cheaper, and an equality lookup (the only kind) implies
    // "is not null".
    index("line_item_order_idx")
      .on(t.order_id)
      .where(sql`order_id is not null`),
    index("line_item_swap_idx")
      .on(t.swap_id)
      .where(sql`swap_id is not null`),
    index("line_item_claim_idx")
      .on(t.claim_order_id)
      .where(sql`claim_order_id is not null`),
    index("line_item_order_edit_idx")
      .on(t.order_edit_id)
      .where(sql`order_edit_id is not null`),
  ],
);
