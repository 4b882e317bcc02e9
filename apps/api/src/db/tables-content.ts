// The content service (Sanity-compatible, issue 5): documents as JSON with their system fields,
// the log of transactions that changed them (it feeds `listen` across API processes), and the
// submissions of the site's forms.
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = timestamp("created_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();

/** One content document; `doc` is the whole JSON document, `_id`, `_type` and `_rev` included. */
export const contentDocuments = pgTable(
  "content_document",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    rev: text("rev").notNull(),
    doc: jsonb("doc").$type<Record<string, unknown>>().notNull(),
    created_at: createdAt,
    updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("content_document_type_idx").on(t.type)],
);

/** A committed mutation transaction: which documents it changed and how (for listeners). */
export const contentTransactions = pgTable(
  "content_transaction",
  {
    id: text("id").primaryKey(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    document_ids: jsonb("document_ids").$type<string[]>().notNull(),
    /** Per document: transition, previous and resulting revision, and the documents themselves. */
    effects: jsonb("effects").$type<Record<string, unknown>[]>().notNull(),
    /** The staff user who made it, when known. */
    author: text("author"),
    created_at: createdAt,
  },
  (t) => [uniqueIndex("content_transaction_seq_idx").on(t.seq)],
);

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
