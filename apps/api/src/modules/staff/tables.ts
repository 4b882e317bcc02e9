// Staff: the people who run the shop from /admin (contract medusa-v1 §3.3, §12).
import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

/** An invitation to join the staff, mailed as a link; the token is stored only as its SHA-256. */
export const invites = pgTable(
  "invite",
  {
    id: text("id").primaryKey(),
    user_email: text("user_email").notNull(),
    role: text("role").$type<StaffRole>().notNull().default("member"),
    accepted: boolean("accepted").notNull().default(false),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("invite_email_unique").on(t.user_email),
    uniqueIndex("invite_token_unique").on(t.token_hash),
  ],
);
