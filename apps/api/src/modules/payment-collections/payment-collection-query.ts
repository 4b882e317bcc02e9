// Reading payment collections in the shape Medusa v1 answers them: the collection's columns, its
// region, its payment sessions and the payments they made.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import { isPossibleId } from "../carts/cart-input";
import { payments, paymentSessions } from "../payments/tables";
import { findRegions, type StoreRegion } from "../regions/region-service";
import { paymentCollectionPayments, paymentCollections, paymentCollectionSessions } from "./tables";

export type PaymentCollectionRow = typeof paymentCollections.$inferSelect;
type SessionRow = typeof paymentSessions.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface PaymentCollectionAnswer extends PaymentCollectionRow {
  region: StoreRegion | null;
  payment_sessions: SessionRow[];
  payments: PaymentRow[];
}

export const paymentCollectionNotFound = (id: string) =>
  notFound(`Payment collection with id ${id} was not found`);

/** The collection's live row, or undefined (a deleted collection is not found). */
export async function findPaymentCollectionRow(
  db: Database,
  id: string,
): Promise<PaymentCollectionRow | undefined> {
  if (!isPossibleId(id)) return undefined;
  const [row] = await db
    .select()
    .from(paymentCollections)
    .where(and(eq(paymentCollections.id, id), isNull(paymentCollections.deleted_at)));
  return row;
}

/** The sessions of a collection, oldest first. */
export async function collectionSessions(db: Database, id: string): Promise<SessionRow[]> {
  const rows = await db
    .select({ session: paymentSessions })
    .from(paymentCollectionSessions)
    .innerJoin(
      paymentSessions,
      eq(paymentSessions.id, paymentCollectionSessions.payment_session_id),
    )
    .where(eq(paymentCollectionSessions.payment_collection_id, id))
    .orderBy(asc(paymentSessions.created_at), asc(paymentSessions.id));
  return rows.map((row) => row.session);
}

/** The payments of the collections given. */
export async function collectionPayments(db: Database, ids: string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ payment: payments })
    .from(paymentCollectionPayments)
    .innerJoin(payments, eq(payments.id, paymentCollectionPayments.payment_id))
    .where(inArray(paymentCollectionPayments.payment_collection_id, ids))
    .orderBy(asc(payments.created_at), asc(payments.id));
  return rows.map((row) => row.payment);
}

/** One collection with its relations, or 404. */
export async function findPaymentCollection(
  db: Database,
  id: string,
): Promise<PaymentCollectionAnswer> {
  const row = await findPaymentCollectionRow(db, id);
  if (!row) throw paymentCollectionNotFound(id);
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const sessions = await collectionSessions(db, row.id);
  const paid = await collectionPayments(db, [row.id]);
  const [region] = await findRegions(db, [row.region_id]);
  return { ...row, region: region ?? null, payment_sessions: sessions, payments: paid };
}
