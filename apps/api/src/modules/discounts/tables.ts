// Discount codes, their rules and regions, and the codes applied to a cart.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { carts, lineItems } from "../carts/tables";
import { regions } from "../regions/tables";

export const discountRules = pgTable("discount_rule", {
  id: text("id").primaryKey(),
  type: text("type").$type<"fixed" | "percentage" | "free_shipping">().notNull(),
  description: text("description"),
  /** A percentage for `percentage` rules, minor units for `fixed` ones. */
  value: integer("value").notNull(),
  allocation: text("allocation").$type<"total" | "item">(),
  metadata,
  ...timestamps,
});

/** A code shoppers type in; stored upper case, matched case-insensitively. */
export const discounts = pgTable(
  "discount",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    is_dynamic: boolean("is_dynamic").notNull().default(false),
    rule_id: text("rule_id")
      .notNull()
      .references(() => discountRules.id),
    is_disabled: boolean("is_disabled").notNull().default(false),
    parent_discount_id: text("parent_discount_id"),
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    valid_duration: text("valid_duration"),
    usage_limit: integer("usage_limit"),
    usage_count: integer("usage_count").notNull().default(0),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("discount_code_idx")
      .on(t.code)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

/** The regions a discount is valid in (a fixed amount only makes sense in one currency). */
export const discountRegions = pgTable(
  "discount_regions",
  {
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.discount_id, t.region_id] })],
);

export const cartDiscounts = pgTable(
  "cart_discounts",
  {
    cart_id: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.cart_id, t.discount_id] })],
);

export type DiscountConditionType =
  "products" | "product_types" | "product_collections" | "product_tags" | "customer_groups";

/**
 * A condition of a rule: the resources of one kind it names, and whether a line (or the cart's
 * customer, for customer groups) must be among them (`in`) or not (`not_in`). One condition per
 * kind and operator, as in Medusa.
 */
export const discountConditions = pgTable(
  "discount_condition",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<DiscountConditionType>().notNull(),
    operator: text("operator").$type<"in" | "not_in">().notNull(),
    discount_rule_id: text("discount_rule_id")
      .notNull()
      .references(() => discountRules.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("discount_condition_rule_type_idx").on(t.discount_rule_id, t.type, t.operator),
  ],
);

/**
 * The resources a condition names, of the condition's kind. One table for the five kinds: the
 * routes check that each id names a live row of its kind before it is linked.
 */
export const discountConditionResources = pgTable(
  "discount_condition_resource",
  {
    condition_id: text("condition_id")
      .notNull()
      .references(() => discountConditions.id, { onDelete: "cascade" }),
    resource_id: text("resource_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.condition_id, t.resource_id] })],
);

/**
 * What a discount took off a line when its order was placed (Medusa's line item adjustments), so
 * the order shows the share its conditions gave each line instead of working it out again.
 */
export const lineItemAdjustments = pgTable(
  "line_item_adjustment",
  {
    id: text("id").primaryKey(),
    item_id: text("item_id")
      .notNull()
      .references(() => lineItems.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    discount_id: text("discount_id").references(() => discounts.id),
    amount: integer("amount").notNull(),
    metadata,
  },
  (t) => [index("line_item_adjustment_item_idx").on(t.item_id)],
);
