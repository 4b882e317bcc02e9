// Customer groups (contract medusa-v1 §12.1): the "Trade" group holds the approved trade
// professionals, whose price list gives them trade prices.
import { sql } from "drizzle-orm";
import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./schema";

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
