// A mail the shop sent, from the outbox (`event_name` is the mail's template).
import { z } from "zod";
import { JsonObject, Timestamp } from "../common/fields";

/** Whether a mail was handed to an SMTP server or only kept in the outbox. */
export const MailTransport = z.enum(["smtp", "outbox"]);

export const AdminNotification = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    event_name: z.string(),
    provider_id: MailTransport,
    data: JsonObject,
    sent_at: Timestamp.nullable(),
    error: z.string().nullable(),
    created_at: Timestamp,
    /** `order` for mail about an order, else null. */
    resource_type: z.enum(["order"]).nullable(),
    resource_id: z.string().nullable(),
    /** The mail a resend repeats. */
    parent_id: z.string().nullable(),
    /** The outbox's own names of `event_name` and `provider_id`. */
    template: z.string(),
    transport: MailTransport,
  })
  .meta({ id: "AdminNotification" });
export type AdminNotification = z.infer<typeof AdminNotification>;
