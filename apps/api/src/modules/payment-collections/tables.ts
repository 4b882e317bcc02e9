// Payment collections (Medusa v1 `payment_collection`): an amount to collect outside a cart (an
// order edit's difference), paid through payment sessions of its own; the payments it takes are
// linked to it and join the order when the edit completes.
import type { PaymentCollectionStatus, PaymentCollectionType } from "@atelier/contracts";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { deletedAt, metadata, timestamps } from "../../db/columns";
import { payments, paymentSessions } from "../payments/tables";
import { regions } from "../regions/tables";

export const paymentCollections = pgTable(
  "payment_collection",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<PaymentCollectionType>().notNull().default("order_edit"),
    status: text("status").$type<PaymentCollectionStatus>().notNull().default("not_paid"),
    description: text("description"),
    amount: integer("amount").notNull(),
    authorized_amount: integer("authorized_amount"),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    currency_code: text("currency_code").notNull(),
    metadata,
    created_by: text("created_by").notNull(),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("payment_collection_region_idx").on(t.region_id)],
);

/** The sessions a collection is paid through (one per provider). */
export const paymentCollectionSessions = pgTable(
  "payment_collection_sessions",
  {
    payment_collection_id: text("payment_collection_id")
      .notNull()
      .references(() => paymentCollections.id, { onDelete: "cascade" }),
    payment_session_id: text("payment_session_id")
      .notNull()
      .references(() => paymentSessions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.payment_collection_id, t.payment_session_id] })],
);

/** The payments authorising a collection's sessions created. */
export const paymentCollectionPayments = pgTable(
  "payment_collection_payments",
  {
    payment_collection_id: text("payment_collection_id")
      .notNull()
      .references(() => paymentCollections.id, { onDelete: "cascade" }),
    payment_id: text("payment_id")
      .notNull()
      .references(() => payments.id),
  },
  (t) => [primaryKey({ columns: [t.payment_collection_id, t.payment_id] })],
);
