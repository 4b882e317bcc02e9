// The content service (Sanity-compatible, issue 5): documents as JSON with their system fields,
// and the log of transactions that changed them (it feeds `listen` across API processes).
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

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
