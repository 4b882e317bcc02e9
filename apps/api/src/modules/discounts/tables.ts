// Discount codes, their rules and regions, and the codes applied to a cart.
import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { carts } from "../carts/tables";
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
