// Prices: a variant's money amounts per currency or region, and the price lists (sale or
// override, trade prices for a customer group) that group some of them.
import type { PriceListStatus, PriceListType } from "@atelier/contracts";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { deletedAt, timestamps } from "../../db/columns";
import { productVariants } from "../catalogue/tables";
import { customerGroups } from "../customers/tables";
import { regions } from "../regions/tables";
import { currencies } from "../store-settings/tables";

/** A price list groups override or sale prices (trade prices for a customer group, for example). */
export const priceLists = pgTable("price_list", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  type: text("type").$type<PriceListType>().notNull().default("sale"),
  status: text("status").$type<PriceListStatus>().notNull().default("draft"),
  starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }),
  ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
  deleted_at: deletedAt,
});

export const moneyAmounts = pgTable(
  "money_amount",
  {
    id: text("id").primaryKey(),
    currency_code: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    /** Minor units: cents for usd/eur, whole yen for jpy. */
    amount: integer("amount").notNull(),
    min_quantity: integer("min_quantity"),
    max_quantity: integer("max_quantity"),
    price_list_id: text("price_list_id").references(() => priceLists.id, { onDelete: "cascade" }),
    region_id: text("region_id").references(() => regions.id, { onDelete: "cascade" }),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("money_amount_variant_idx").on(t.variant_id)],
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
