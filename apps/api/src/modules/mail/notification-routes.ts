// The mail outbox for staff: GET /admin/notifications lists every mail the shop sent (or only kept,
// without SMTP), newest first, in Medusa v1's notification list envelope (contract §12.1), by
// recipient or by the order it is about; POST /admin/notifications/:id/resend sends one again, as
// a new outbox row, to its address or another. Each notification is the outbox row with Medusa's
// `event_name` (our template), `provider_id` (`smtp` or `outbox`), `resource_type`/`resource_id`
// (the order, for order mail) and `parent_id` (the mail a resend repeats).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { mailOutbox } from "./tables";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { parseBody, parseQuery, queryFieldList, queryInt } from "../../http/validation";
import { isPossibleId } from "../carts/cart-input";
import { emailField } from "../customers/fields";
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from "./constants";
import { listOutboxMessages } from "./outbox";
import { sendMail, type OutboxMessage } from "./send-mail";

const resourceId = z.string().trim().min(1, { error: "must not be empty" }).max(200, {
  error: "must be at most 200 characters",
});

const notificationsQuery = z.strictObject({
  to: z.string().trim().toLowerCase().min(1, { error: "must not be empty" }).optional(),
  resource_id: resourceId.optional(),
  order_id: resourceId.optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(OUTBOX_DEFAULT_LIMIT, { min: 1, max: OUTBOX_MAX_LIMIT }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const resendBody = z.strictObject({ to: emailField.optional() });

/** Which resend a mail is: the id of the mail it repeats, kept in its data. */
const PARENT_KEY = "parent_id";

function notification(message: OutboxMessage) {
  const orderId = typeof message.data.order_id === "string" ? message.data.order_id : null;
  const parentId = message.data[PARENT_KEY];
  return {
    ...message,
    event_name: message.template,
    provider_id: message.transport,
    resource_type: orderId ? "order" : null,
    resource_id: orderId,
    parent_id: typeof parentId === "string" ? parentId : null,
  };
}

export const adminNotificationRoutes = new Hono<AppEnv>()
  .get("/notifications", async (c) => {
    const query = parseQuery(c, notificationsQuery);
    const { messages, count } = await listOutboxMessages(c.get("deps").db, {
      ...query,
      orderId: query.resource_id ?? query.order_id,
    });
    return c.json({
      notifications: messages.map(notification),
      count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/notifications/:id/resend", async (c) => {
    const body = await parseBody(c, resendBody);
    const deps = c.get("deps");
    const id = c.req.param("id");
    const [original] = isPossibleId(id)
      ? await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      : [];
    if (!original) throw notFound(`Notification with id ${id} was not found`);
    const resent = await sendMail(deps, {
      to: body.to ?? original.to,
      subject: original.subject,
      text: original.text,
      html: original.html ?? undefined,
      template: original.template,
      data: { ...original.data, [PARENT_KEY]: original.id },
    });
    return c.json({ notification: notification(resent) });
  });
