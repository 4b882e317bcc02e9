// The store record and its currencies: the shop-wide settings staff edit under /admin/store.
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { metadata, timestamps } from "../../db/columns";
import { salesChannels } from "../sales-channels/tables";

export const currencies = pgTable("currency", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  symbol_native: text("symbol_native").notNull(),
  name: text("name").notNull(),
});

export const stores = pgTable("store", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default("Atelier"),
  default_currency_code: text("default_currency_code")
    .notNull()
    .references(() => currencies.code),
  default_sales_channel_id: text("default_sales_channel_id").references(() => salesChannels.id),
  default_region_id: text("default_region_id"),
  default_location_id: text("default_location_id"),
  swap_link_template: text("swap_link_template"),
  payment_link_template: text("payment_link_template"),
  invite_link_template: text("invite_link_template"),
  metadata,
  ...timestamps,
});

export const storeCurrencies = pgTable(
  "store_currencies",
  {
    store_id: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    currency_code: text("currency_code")
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.currency_code] })],
);
