// Gift cards, the cards applied to a cart, and what each order took from a card's balance.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
import { regions } from "../regions/tables";

export const giftCards = pgTable(
  "gift_card",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    value: integer("value").notNull(),
    balance: integer("balance").notNull(),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    order_id: text("order_id"),
    is_disabled: boolean("is_disabled").notNull().default(false),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    tax_rate: real("tax_rate"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("gift_card_code_idx")
      .on(t.code)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

export const cartGiftCards = pgTable(
  "cart_gift_cards",
  {
    cart_id: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    gift_card_id: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.cart_id, t.gift_card_id] })],
);

/** What an order took from a gift card's balance. */
export const giftCardTransactions = pgTable(
  "gift_card_transaction",
  {
    id: text("id").primaryKey(),
    gift_card_id: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    order_id: text("order_id").notNull(),
    amount: integer("amount").notNull(),
    is_taxable: boolean("is_taxable"),
    tax_rate: real("tax_rate"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("gift_card_transaction_order_idx").on(t.order_id)],
);
