// What visitors send through the site's forms.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

/** What a visitor sent through one of the site's forms (the form wrapper's default endpoint). */
export const formSubmissions = pgTable(
  "form_submission",
  {
    id: text("id").primaryKey(),
    form_id: text("form_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    page: text("page"),
    ip: text("ip"),
    user_agent: text("user_agent"),
    created_at: createdAt,
  },
  (t) => [
    index("form_submission_form_idx").on(t.form_id, t.created_at),
    index("form_submission_created_idx").on(sql`${t.created_at} desc`),
  ],
);
