// Staff notes on an order or any other resource (contract medusa-v1 §12).
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { users } from "../staff/tables";

/** A staff note on an order (or any other resource, by type and id). */
export const notes = pgTable(
  "note",
  {
    id: text("id").primaryKey(),
    resource_type: text("resource_type").notNull(),
    resource_id: text("resource_id").notNull(),
    value: text("value").notNull(),
    author_id: text("author_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    created_at: createdAt,
    updated_at: updatedAt,
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("note_resource_idx").on(t.resource_type, t.resource_id)],
);
