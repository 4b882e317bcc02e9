// Admin routes of the mail domain: the outbox as Medusa v1's notifications (contract §12.1).
import { z } from "zod";
import { listOf } from "../common/fields";
import { emailField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { AdminNotification } from "./entities";

const TAG = "Notifications";

/** Ours: the default and largest page of outbox listings. */
export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 500;

const resourceId = z.string().trim().min(1, { error: "must not be empty" }).max(200, {
  error: "must be at most 200 characters",
});

export const AdminGetNotifications = operation({
  id: "AdminGetNotifications",
  method: "get",
  path: "/admin/notifications",
  tag: TAG,
  summary: "List the mail the shop sent",
  description:
    "Newest first, by recipient (`to`) or by the order it is about (`resource_id`, or `order_id`).",
  audience: "staff",
  query: z.strictObject({
    to: z.string().trim().toLowerCase().min(1, { error: "must not be empty" }).optional(),
    resource_id: resourceId.optional(),
    order_id: resourceId.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(OUTBOX_DEFAULT_LIMIT, { min: 1, max: OUTBOX_MAX_LIMIT }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("notifications", AdminNotification) },
});

export const AdminPostNotificationsNotificationResend = operation({
  id: "AdminPostNotificationsNotificationResend",
  method: "post",
  path: "/admin/notifications/{id}/resend",
  tag: TAG,
  summary: "Send a mail again",
  description:
    "A new notification, to the original address or `to`; its `parent_id` is the original.",
  audience: "staff",
  body: z.strictObject({ to: emailField.optional() }),
  responses: { 200: z.object({ notification: AdminNotification }) },
});
