// Sales channels and the publishable API keys that scope a storefront to them (contract medusa-v1 §3.4).
import { boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";

export const salesChannels = pgTable("sales_channel", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  is_disabled: boolean("is_disabled").notNull().default(false),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const publishableApiKeys = pgTable("publishable_api_key", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  created_by: text("created_by"),
  revoked_by: text("revoked_by"),
  revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
});

export const publishableApiKeySalesChannels = pgTable(
  "publishable_api_key_sales_channel",
  {
    publishable_key_id: text("publishable_key_id")
      .notNull()
      .references(() => publishableApiKeys.id, { onDelete: "cascade" }),
    sales_channel_id: text("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.publishable_key_id, t.sales_channel_id] })],
);
