// The outbox: every mail the shop sends.
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every mail the shop sends; staff read it in the admin area, and it is all there is without SMTP. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    template: text("template").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Whether the message was handed to an SMTP server or only kept here. */
    transport: text("transport").$type<"smtp" | "outbox">().notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.created_at), index("mail_outbox_to_idx").on(t.to)],
);
