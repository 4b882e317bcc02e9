// Regions and their countries: where the shop sells, in which currency and at which tax rate.
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { currencies } from "../store-settings/tables";

export const regions = pgTable("region", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  currency_code: text("currency_code")
    .notNull()
    .references(() => currencies.code),
  /** A percentage: 25 means 25 %. */
  tax_rate: real("tax_rate").notNull().default(0),
  tax_code: text("tax_code"),
  gift_cards_taxable: boolean("gift_cards_taxable").notNull().default(true),
  automatic_taxes: boolean("automatic_taxes").notNull().default(true),
  tax_provider_id: text("tax_provider_id"),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const countries = pgTable(
  "country",
  {
    id: serial("id").primaryKey(),
    iso_2: text("iso_2").notNull(),
    iso_3: text("iso_3").notNull(),
    num_code: integer("num_code").notNull(),
    name: text("name").notNull(),
    display_name: text("display_name").notNull(),
    region_id: text("region_id").references(() => regions.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("country_iso_2_idx").on(t.iso_2),
    index("country_region_idx").on(t.region_id),
  ],
);
