// The returns domain's tables (Medusa v1 `return_reason`, `return`, `return_item`).
import type { ReturnStatus } from "@atelier/contracts";
import { sql } from "drizzle-orm";
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { lineItems } from "../carts/tables";
import { orders } from "../orders/tables";

/** Why an item comes back; a reason may hold one level of sub-reasons. */
export const returnReasons = pgTable(
  "return_reason",
  {
    id: text("id").primaryKey(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    description: text("description"),
    parent_return_reason_id: text("parent_return_reason_id").references(
      (): AnyPgColumn => returnReasons.id,
    ),
    ...timestamps,
    deleted_at: deletedAt,
    metadata,
  },
  (t) => [
    // A value names one live reason; a deleted reason's value may be used again.
    uniqueIndex("return_reason_value_live_idx")
      .on(t.value)
      .where(sql`deleted_at is null`),
    index("return_reason_parent_idx").on(t.parent_return_reason_id),
  ],
);

/** Items an order's customer sends back (Medusa v1 `return`). */
export const returns = pgTable(
  "return",
  {
    id: text("id").primaryKey(),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id),
    swap_id: text("swap_id"),
    claim_order_id: text("claim_order_id"),
    shipping_data: jsonb("shipping_data").$type<Record<string, unknown>>(),
    location_id: text("location_id"),
    /** What receiving the return gives back, in the order's currency. */
    refund_amount: integer("refund_amount").notNull(),
    no_notification: boolean("no_notification"),
    idempotency_key: text("idempotency_key"),
    received_at: timestamp("received_at", { withTimezone: true, mode: "date" }),
    metadata,
    ...timestamps,
  },
  (t) => [index("return_order_idx").on(t.order_id), index("return_created_idx").on(t.created_at)],
);

/** How many of one order line a return asks for, and how many arrived. */
export const returnItems = pgTable(
  "return_item",
  {
    return_id: text("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    item_id: text("item_id")
      .notNull()
      .references(() => lineItems.id),
    quantity: integer("quantity").notNull(),
    is_requested: boolean("is_requested").notNull().default(true),
    requested_quantity: integer("requested_quantity"),
    received_quantity: integer("received_quantity"),
    reason_id: text("reason_id").references(() => returnReasons.id),
    note: text("note"),
    restock: boolean("restock"),
    metadata,
  },
  (t) => [
    primaryKey({ columns: [t.return_id, t.item_id] }),
    index("return_item_item_idx").on(t.item_id),
  ],
);
