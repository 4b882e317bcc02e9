// Signed-in browsers and the sign-in attempts the rate limit counts (contract medusa-v1 §3.1).
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../customers/tables";

/**
 * A signed-in browser (cookie `connect.sid`). The id is the SHA-256 of the cookie's random token,
 * so a leaked table does not hand out sessions. A session may hold a customer, a staff user, or both.
 */
export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    user_id: text("user_id"),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("session_customer_idx").on(t.customer_id),
    index("session_expires_idx").on(t.expires_at),
  ],
);

/**
 * A sign-in attempt that has not (yet) succeeded, for the sign-in rate limit. Kept in the
 * database so that every API process counts the same attempts.
 */
export const loginAttempts = pgTable(
  "login_attempt",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    client_address: text("client_address").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("login_attempt_email_idx").on(t.email, t.created_at),
    index("login_attempt_address_idx").on(t.client_address, t.created_at),
    index("login_attempt_created_idx").on(t.created_at),
  ],
);
