// Shipping: the fulfillment providers a region offers, its shipping options and their
// requirements, and the method chosen for a cart (contract medusa-v1 §7.6).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
import { regions } from "../regions/tables";
import { DEFAULT_SHIPPING_PROFILE_ID, shippingProfiles } from "./profile-table";

export { shippingProfiles } from "./profile-table";

export const fulfillmentProviders = pgTable("fulfillment_provider", {
  id: text("id").primaryKey(),
  is_installed: boolean("is_installed").notNull().default(true),
});

export const regionFulfillmentProviders = pgTable(
  "region_fulfillment_providers",
  {
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => fulfillmentProviders.id),
  },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
);

/** A way to ship (or return) goods in one region, at a flat price (Medusa v1 §7.6). */
export const shippingOptions = pgTable(
  "shipping_option",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    /** Carts are offered the options of the profiles their products ship in. */
    profile_id: text("profile_id")
      .notNull()
      .default(DEFAULT_SHIPPING_PROFILE_ID)
      .references(() => shippingProfiles.id),
    provider_id: text("provider_id")
      .notNull()
      .references(() => fulfillmentProviders.id),
    price_type: text("price_type").$type<"flat_rate" | "calculated">().notNull(),
    amount: integer("amount"),
    is_return: boolean("is_return").notNull().default(false),
    admin_only: boolean("admin_only").notNull().default(false),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("shipping_option_region_idx").on(t.region_id)],
);

/** A cart subtotal an option needs: at least (`min_subtotal`) or below (`max_subtotal`). */
export const shippingOptionRequirements = pgTable(
  "shipping_option_requirement",
  {
    id: text("id").primaryKey(),
    shipping_option_id: text("shipping_option_id")
      .notNull()
      .references(() => shippingOptions.id, { onDelete: "cascade" }),
    type: text("type").$type<"min_subtotal" | "max_subtotal">().notNull(),
    amount: integer("amount").notNull(),
    deleted_at: deletedAt,
  },
  (t) => [index("shipping_option_requirement_option_idx").on(t.shipping_option_id)],
);

/** The option chosen for a cart, priced when chosen; moves to the order on completion. */
export const shippingMethods = pgTable(
  "shipping_method",
  {
    id: text("id").primaryKey(),
    shipping_option_id: text("shipping_option_id")
      .notNull()
      .references(() => shippingOptions.id),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    order_id: text("order_id"),
    /** The return this method carries back (a return shipping option); null otherwise. */
    return_id: text("return_id"),
    /** The exchange or claim whose new items this method ships (issue 13). */
    swap_id: text("swap_id"),
    claim_order_id: text("claim_order_id"),
    price: integer("price").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("shipping_method_cart_idx").on(t.cart_id),
    index("shipping_method_order_idx").on(t.order_id),
    index("shipping_method_return_idx").on(t.return_id),
    index("shipping_method_claim_idx").on(t.claim_order_id),
  ],
);
