// Tax rates (contract medusa-v1 §12, Medusa v1 `tax_rate`): a region's named rates, and the
// products, product types and shipping options each one overrides the region's default rate for.
import { index, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { metadata, timestamps } from "../../db/columns";
import { products, productTypes } from "../catalogue/tables";
import { regions } from "../regions/tables";
import { shippingOptions } from "../shipping/tables";

export const taxRates = pgTable(
  "tax_rate",
  {
    id: text("id").primaryKey(),
    /** A percentage: 25 means 25 %. Medusa lets it be null (a rate not yet decided). */
    rate: real("rate"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
  },
  (t) => [index("tax_rate_region_idx").on(t.region_id, t.created_at)],
);

/** The products a rate applies to instead of their region's default rate. */
export const productTaxRates = pgTable(
  "product_tax_rate",
  {
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rate_id: text("rate_id")
      .notNull()
      .references(() => taxRates.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.rate_id] }),
    index("product_tax_rate_rate_idx").on(t.rate_id),
  ],
);

/** The product types a rate applies to: every product of the type is taxed at it. */
export const productTypeTaxRates = pgTable(
  "product_type_tax_rate",
  {
    product_type_id: text("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    rate_id: text("rate_id")
      .notNull()
      .references(() => taxRates.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.product_type_id, t.rate_id] }),
    index("product_type_tax_rate_rate_idx").on(t.rate_id),
  ],
);

/** The shipping options a rate applies to: their shipping methods are taxed at it. */
export const shippingTaxRates = pgTable(
  "shipping_tax_rate",
  {
    shipping_option_id: text("shipping_option_id")
      .notNull()
      .references(() => shippingOptions.id, { onDelete: "cascade" }),
    rate_id: text("rate_id")
      .notNull()
      .references(() => taxRates.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.shipping_option_id, t.rate_id] }),
    index("shipping_tax_rate_rate_idx").on(t.rate_id),
  ],
);
