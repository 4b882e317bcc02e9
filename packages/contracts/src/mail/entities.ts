// A mail the shop sent, from the outbox (`event_name` is the mail's template).
import { z } from "zod";
import { JsonObject, Timestamp } from "../common/fields";

export const AdminNotification = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    event_name: z.string(),
    provider_id: z.enum(["smtp", "outbox"]),
    data: JsonObject,
    sent_at: Timestamp.nullable(),
    error: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "AdminNotification" });
export type AdminNotification = z.infer<typeof AdminNotification>;
