// Reading the outbox: what the shop has sent, newest first. The Admin API exposes it to staff in
// a later issue; tests read it to follow mailed links.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "./tables";
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from "./constants";
import type { OutboxMessage } from "./send-mail";

export interface OutboxQuery {
  /** Only mail to this address. */
  to?: string;
  /** Only mail about this order (its `data.order_id`). */
  orderId?: string;
  offset?: number;
  limit?: number;
}

export async function listOutboxMessages(
  db: Database,
  query: OutboxQuery = {},
): Promise<{ messages: OutboxMessage[]; count: number }> {
  const where = and(
    query.to === undefined ? undefined : eq(mailOutbox.to, query.to),
    query.orderId === undefined
      ? undefined
      : sql`${mailOutbox.data}->>'order_id' = ${query.orderId}`,
  );
  const limit = Math.min(query.limit ?? OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT);
  const [messages, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      .offset(query.offset ?? 0)
      .limit(limit),
    db.select({ count: count() }).from(mailOutbox).where(where),
  ]);
  return { messages, count: total.count };
}
