// The exchanges domain's table (Medusa v1 `swap`). Its new items are line items with `swap_id`,
// its return a `return` row with `swap_id`, its fulfillments, shipping methods and payment the
// rows of those domains that name it (the link columns of migration 0010).
import type { SwapFulfillmentStatus, SwapPaymentStatus } from "@atelier/contracts";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
import { addresses } from "../customers/tables";
import { orders } from "../orders/tables";

export const swaps = pgTable(
  "swap",
  {
    id: text("id").primaryKey(),
    fulfillment_status: text("fulfillment_status")
      .$type<SwapFulfillmentStatus>()
      .notNull()
      .default("not_fulfilled"),
    payment_status: text("payment_status").$type<SwapPaymentStatus>().notNull().default("not_paid"),
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** The difference cart's total when the shopper confirmed; negative when money goes back. */
    difference_due: integer("difference_due"),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    cart_id: text("cart_id").references(() => carts.id),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    no_notification: boolean("no_notification"),
    allow_backorder: boolean("allow_backorder").notNull().default(false),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("swap_order_idx").on(t.order_id),
    index("swap_created_idx").on(t.created_at),
    uniqueIndex("swap_cart_idx").on(t.cart_id),
  ],
);
