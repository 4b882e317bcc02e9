// Tax rates (contract medusa-v1 §12, Medusa v1 `tax_rate`): a region's named rates, and the
// products, product types and shipping options each one overrides the region's default rate for.
import { index, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { metadata, timestamps } from "../../db/columns";
import { lineItems } from "../carts/tables";
import { products, productTypes } from "../catalogue/tables";
import { regions } from "../regions/tables";
import { shippingMethods, shippingOptions } from "../shipping/tables";

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

/**
 * The tax lines of an order's line, kept as the cart had them at completion (Medusa v1
 * `line_item_tax_line`), so a later change of rates never rewrites an order. A line without rows
 * (an order placed before rates existed) is taxed at its order's `tax_rate`.
 */
export const lineItemTaxLines = pgTable(
  "line_item_tax_line",
  {
    id: text("id").primaryKey(),
    item_id: text("item_id")
      .notNull()
      .references(() => lineItems.id, { onDelete: "cascade" }),
    rate: real("rate").notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    metadata,
    ...timestamps,
  },
  (t) => [index("line_item_tax_line_item_idx").on(t.item_id)],
);

/** An order's shipping method's tax lines, kept like `line_item_tax_line`. */
export const shippingMethodTaxLines = pgTable(
  "shipping_method_tax_line",
  {
    id: text("id").primaryKey(),
    shipping_method_id: text("shipping_method_id")
      .notNull()
      .references(() => shippingMethods.id, { onDelete: "cascade" }),
    rate: real("rate").notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    metadata,
    ...timestamps,
  },
  (t) => [index("shipping_method_tax_line_method_idx").on(t.shipping_method_id)],
);
