// The mail outbox for staff: GET /admin/notifications lists every mail the shop sent (or only kept,
// without SMTP), newest first, in Medusa v1's notification list envelope (contract §12.1). Each
// notification is the outbox row with Medusa's `event_name` (our template) and `provider_id`
// (`smtp` or `outbox`).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { parseQuery, queryFieldList, queryInt } from "../../http/validation";
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from "./constants";
import { listOutboxMessages } from "./outbox";
import type { OutboxMessage } from "./send-mail";

const notificationsQuery = z.strictObject({
  to: z.string().trim().toLowerCase().min(1, { error: "must not be empty" }).optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(OUTBOX_DEFAULT_LIMIT, { min: 1, max: OUTBOX_MAX_LIMIT }),
  expand: queryFieldList,
  fields: queryFieldList,
});

function notification(message: OutboxMessage) {
  return { ...message, event_name: message.template, provider_id: message.transport };
}

export const adminNotificationRoutes = new Hono<AppEnv>().get("/notifications", async (c) => {
  const query = parseQuery(c, notificationsQuery);
  const { messages, count } = await listOutboxMessages(c.get("deps").db, query);
  return c.json({
    notifications: messages.map(notification),
    count,
    offset: query.offset,
    limit: query.limit,
  });
});
