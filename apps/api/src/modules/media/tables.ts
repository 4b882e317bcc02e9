// The files staff upload (product images, protected downloads).
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { users } from "../staff/tables";

/** A file staff uploaded; protected files are served only through a signed download URL. */
export const uploadedFiles = pgTable(
  "uploaded_file",
  {
    key: text("key").primaryKey(),
    original_name: text("original_name").notNull(),
    mime_type: text("mime_type").notNull(),
    size: integer("size").notNull(),
    is_protected: boolean("is_protected").notNull().default(false),
    uploaded_by: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt,
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("uploaded_file_created_idx").on(t.created_at)],
);
