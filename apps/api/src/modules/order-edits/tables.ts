// Order edits (Medusa v1 `order_edit`, `order_item_change`): staff change an order's lines on a
// copy of them; the shopper (or staff on their behalf) confirms, and the copies replace the lines.
import type { OrderEditItemChangeType } from "@atelier/contracts";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { lineItems } from "../carts/tables";
import { orders } from "../orders/tables";
import { paymentCollections } from "../payment-collections/tables";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** An edit's status is not stored: it follows from which of its times is set, as in Medusa. */
export const orderEdits = pgTable(
  "order_edit",
  {
    id: text("id").primaryKey(),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id),
    internal_note: text("internal_note"),
    created_by: text("created_by").notNull(),
    requested_by: text("requested_by"),
    requested_at: at("requested_at"),
    confirmed_by: text("confirmed_by"),
    confirmed_at: at("confirmed_at"),
    declined_by: text("declined_by"),
    declined_reason: text("declined_reason"),
    declined_at: at("declined_at"),
    canceled_by: text("canceled_by"),
    canceled_at: at("canceled_at"),
    payment_collection_id: text("payment_collection_id").references(() => paymentCollections.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("order_edit_order_idx").on(t.order_id),
    index("order_edit_created_idx").on(t.created_at),
  ],
);

/** One change of an edit: a line added, one removed, or one's quantity changed. */
export const orderItemChanges = pgTable(
  "order_item_change",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<OrderEditItemChangeType>().notNull(),
    order_edit_id: text("order_edit_id")
      .notNull()
      .references(() => orderEdits.id, { onDelete: "cascade" }),
    original_line_item_id: text("original_line_item_id").references(() => lineItems.id),
    line_item_id: text("line_item_id").references(() => lineItems.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("order_item_change_original_idx").on(t.order_edit_id, t.original_line_item_id),
    uniqueIndex("order_item_change_line_idx").on(t.order_edit_id, t.line_item_id),
  ],
);
