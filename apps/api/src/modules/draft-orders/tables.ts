// The draft-orders domain's table (Medusa v1 `draft_order`): an order staff take for a customer,
// held as a cart of type `draft_order` until it is paid; `order.draft_order_id` points back at it.
import type { DraftOrderStatus } from "@atelier/contracts";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
import { orders } from "../orders/tables";

export const draftOrders = pgTable(
  "draft_order",
  {
    id: text("id").primaryKey(),
    status: text("status").$type<DraftOrderStatus>().notNull().default("open"),
    display_id: serial("display_id").notNull(),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    order_id: text("order_id").references(() => orders.id),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    completed_at: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    no_notification_order: boolean("no_notification_order"),
    metadata,
    idempotency_key: text("idempotency_key"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("draft_order_display_id_idx").on(t.display_id),
    uniqueIndex("draft_order_cart_idx").on(t.cart_id),
    index("draft_order_created_idx").on(t.created_at),
  ],
);
