// The returns domain's tables (Medusa v1 `return_reason`).
import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";

/** Why an item comes back; a reason may hold one level of sub-reasons. */
export const returnReasons = pgTable(
  "return_reason",
  {
    id: text("id").primaryKey(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    description: text("description"),
    parent_return_reason_id: text("parent_return_reason_id").references(
      (): AnyPgColumn => returnReasons.id,
    ),
    ...timestamps,
    deleted_at: deletedAt,
    metadata,
  },
  (t) => [
    // A value names one live reason; a deleted reason's value may be used again.
    uniqueIndex("return_reason_value_live_idx")
      .on(t.value)
      .where(sql`deleted_at is null`),
    index("return_reason_parent_idx").on(t.parent_return_reason_id),
  ],
);
