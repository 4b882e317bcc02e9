// The profile record of spec §3: contact details and the trade-professional application.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";

/**
 * The profile record of spec §3, one per email (lowercased and trimmed): contact details and the
 * trade-professional application that staff review.
 */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique("profiles_email_idx"),
  name: text("name"),
  phone: text("phone"),
  company: text("company"),
  trade_type: text("trade_type"),
  website: text("website"),
  tax_id: text("tax_id"),
  /** `none` until the customer applies; staff move `pending` to `approved` or `rejected`. */
  trade_status: text("trade_status")
    .$type<"none" | "pending" | "approved" | "rejected">()
    .notNull()
    .default("none"),
  trade_applied_at: timestamp("trade_applied_at", { withTimezone: true, mode: "date" }),
  trade_reviewed_at: timestamp("trade_reviewed_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
});
