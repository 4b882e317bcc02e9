// What staff add when they run the shop (contract medusa-v1 §12): fulfillments and their tracking,
// notes on orders and other resources, the price lists a customer group may use (trade prices),
// and the files staff upload for product images.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { orders, priceLists } from "./schema";
import { users } from "./tables-admin-auth";
import { customerGroups } from "./tables-trade";

const createdAt = timestamp("created_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();

/** Goods of an order packed to go out; shipped once it has left with its tracking numbers. */
export const fulfillments = pgTable(
  "fulfillment",
  {
    id: text("id").primaryKey(),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider_id: text("provider_id").notNull().default("manual"),
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

/** A staff note on an order (or any other resource, by type and id). */
export const notes = pgTable(
  "note",
  {
    id: text("id").primaryKey(),
    resource_type: text("resource_type").notNull(),
    resource_id: text("resource_id").notNull(),
    value: text("value").notNull(),
    author_id: text("author_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    created_at: createdAt,
    updated_at: updatedAt,
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("note_resource_idx").on(t.resource_type, t.resource_id)],
);

/** The customer groups a price list is for; a list with none applies to every shopper. */
export const priceListCustomerGroups = pgTable(
  "price_list_customer_groups",
  {
    price_list_id: text("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    customer_group_id: text("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.price_list_id, t.customer_group_id] }),
    index("price_list_customer_groups_group_idx").on(t.customer_group_id),
  ],
);

/** A file staff uploaded; protected files are served only through a signed download URL. */
export const uploadedFiles = pgTable(
  "uploaded_file",
  {
    key: text("key").primaryKey(),
    original_name: text("original_name").notNull(),
    mime_type: text("mime_type").notNull(),
    size: integer("size").notNull(),
    is_protected: boolean("is_protected").notNull().default(false),
    uploaded_by: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt,
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("uploaded_file_created_idx").on(t.created_at)],
);
