// Columns many tables share, written once: the Medusa v1 timestamps, soft deletion and metadata.
import { jsonb, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};
export const deletedAt = timestamp("deleted_at", { withTimezone: true, mode: "date" });
export const metadata = jsonb("metadata").$type<Record<string, unknown>>();

/** For tables that keep a creation (or update) time without the whole `timestamps` pair. */
export const createdAt = timestamp("created_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();
export const updatedAt = timestamp("updated_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();
