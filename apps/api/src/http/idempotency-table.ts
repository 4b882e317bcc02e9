// The idempotency keys of mutations (contract medusa-v1 §6.6); the mechanism is http/idempotency.ts.
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One row per Idempotency-Key a client (or this server) has used for a mutation. A finished row
 * replays its stored response; a locked row answers 409 so that a concurrent retry waits.
 */
export const idempotencyKeys = pgTable(
  "idempotency_key",
  {
    id: text("id").primaryKey(),
    idempotency_key: text("idempotency_key").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    locked_at: timestamp("locked_at", { withTimezone: true, mode: "date" }),
    request_method: text("request_method").notNull(),
    request_params: jsonb("request_params"),
    request_path: text("request_path").notNull(),
    response_code: integer("response_code"),
    response_body: jsonb("response_body"),
    recovery_point: text("recovery_point").notNull().default("started"),
  },
  (t) => [
    uniqueIndex("idempotency_key_key_idx").on(t.idempotency_key, t.request_method, t.request_path),
  ],
);
