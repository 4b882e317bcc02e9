// Shoppers, their addresses and password reset tokens, and the customer groups they belong to
// (contract medusa-v1 §8, §12.1): the "Trade" group holds the approved trade professionals.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";

export const addresses = pgTable(
  "address",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id"),
    company: text("company"),
    first_name: text("first_name"),
    last_name: text("last_name"),
    address_1: text("address_1"),
    address_2: text("address_2"),
    city: text("city"),
    country_code: text("country_code"),
    province: text("province"),
    postal_code: text("postal_code"),
    phone: text("phone"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("address_customer_idx").on(t.customer_id)],
);

/**
 * A shopper. Guest customers (`has_account = false`) may share an email with each other and with
 * one registered customer; the email is stored lowercased (Medusa v1 §8).
 */
export const customers = pgTable(
  "customer",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    billing_address_id: text("billing_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    /** `scrypt$N$r$p$salt$hash`; never selected into a response. */
    password_hash: text("password_hash"),
    phone: text("phone"),
    has_account: boolean("has_account").notNull().default(false),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("customer_registered_email_idx")
      .on(t.email)
      .where(sql`${t.has_account} AND ${t.deleted_at} IS NULL`),
    index("customer_email_idx").on(t.email),
  ],
);

/** A single-use password reset token, stored as its SHA-256. */
export const passwordResetTokens = pgTable(
  "password_reset_token",
  {
    token_hash: text("token_hash").primaryKey(),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("password_reset_token_customer_idx").on(t.customer_id)],
);

export const customerGroups = pgTable(
  "customer_group",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("customer_group_name_live_unique")
      .on(t.name)
      .where(sql`deleted_at is null`),
  ],
);

export const customerGroupCustomers = pgTable(
  "customer_group_customers",
  {
    customer_group_id: text("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.customer_group_id, t.customer_id] })],
);
