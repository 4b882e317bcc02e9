// Staff: the people who run the shop from /admin (contract medusa-v1 §3.3, §12).
import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type StaffRole = "admin" | "member" | "developer";

/** A staff user. The password hash never leaves the API; `api_token` is the admin API key. */
export const users = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    role: text("role").$type<StaffRole>().notNull().default("member"),
    password_hash: text("password_hash"),
    api_token: text("api_token"),
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
    uniqueIndex("user_email_live_unique")
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex("user_api_token_unique").on(t.api_token),
  ],
);
