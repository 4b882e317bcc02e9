// The mail outbox for staff: GET /admin/notifications lists every mail the shop sent (or only kept,
// without SMTP), newest first, in Medusa v1's notification list envelope (contract §12.1), by
// recipient or by the order it is about; POST /admin/notifications/:id/resend sends one again, as
// a new outbox row, to its address or another. Each notification is the outbox row with Medusa's
// `event_name` (our template), `provider_id` (`smtp` or `outbox`), `resource_type`/`resource_id`
// (the order, for order mail) and `parent_id` (the mail a resend repeats).
import {
  AdminGetNotifications,
  AdminPostNotificationsNotificationResend,
} from "@atelier/contracts";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { mailOutbox } from "./tables";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { bind, mount, reply } from "../../http/route";
import { isPossibleId } from "../carts/cart-input";
import { listOutboxMessages } from "./outbox";
import { sendMail, type OutboxMessage } from "./send-mail";

/** Which resend a mail is: the id of the mail it repeats, kept in its data. */
const PARENT_KEY = "parent_id";

function notification(message: OutboxMessage) {
  const orderId = typeof message.data.order_id === "string" ? message.data.order_id : null;
  const parentId = message.data[PARENT_KEY];
  return {
    ...message,
    event_name: message.template,
    provider_id: message.transport,
    resource_type: orderId ? ("order" as const) : null,
    resource_id: orderId,
    parent_id: typeof parentId === "string" ? parentId : null,
  };
}

const listRoute = bind(AdminGetNotifications, async (c, input) => {
  const query = input.query();
  const { messages, count } = await listOutboxMessages(c.get("deps").db, {
    ...query,
    orderId: query.resource_id ?? query.order_id,
  });
  return reply(c, AdminGetNotifications, 200, {
    notifications: messages.map(notification),
    count,
    offset: query.offset,
    limit: query.limit,
  });
});

const resendRoute = bind(AdminPostNotificationsNotificationResend, async (c, input) => {
  const body = await input.body();
  const deps = c.get("deps");
  const id = input.params.id;
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
  return reply(c, AdminPostNotificationsNotificationResend, 200, {
    notification: notification(resent),
  });
});

export const adminNotificationRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  resendRoute,
]);
