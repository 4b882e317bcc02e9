// Changing payment collections (Medusa v1 `PaymentCollectionService`): opening one for an order
// edit's difference, paying it through sessions of the region's providers, authorising them (each
// authorised session becomes a payment of the collection), and staff marking it paid. Each runs
// inside the caller's transaction with the collection row locked, so twenty authorisations of one
// collection take its money once.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { invalidData, MedusaError, notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { mergeMetadata } from "../carts/line-items";
import { paymentProvider } from "../payments/providers";
import { payments, paymentSessions, regionPaymentProviders } from "../payments/tables";
import {
  collectionSessions,
  paymentCollectionNotFound,
  type PaymentCollectionRow,
} from "./payment-collection-query";
import { paymentCollectionPayments, paymentCollections, paymentCollectionSessions } from "./tables";

export const PAYMENT_COLLECTION_MESSAGES = {
  notPaid: (status: string) =>
    `Cannot set payment sessions for a payment collection with status ${status}`,
  providerNotFound: "Payment provider not found",
  sumMismatch: (amount: number) =>
    `The sum of sessions is not equal to ${amount} on Payment Collection`,
  noSession: "You cannot complete a Payment Collection without a payment session.",
  foreignSession: (sessionId: string, collectionId: string) =>
    `Payment Session ${sessionId} does not belong to Payment Collection ${collectionId}`,
  refreshAuthorized: "Cannot refresh an authorized payment session",
  deleteStatus: (status: string) => `Cannot delete payment collection with status ${status}`,
} as const;

/** The collection row, locked until the transaction ends; 404 when there is none. */
export async function lockPaymentCollection(
  tx: Transaction,
  id: string,
): Promise<PaymentCollectionRow> {
  const [row] = isPossibleId(id)
    ? await tx
        .select()
        .from(paymentCollections)
        .where(and(eq(paymentCollections.id, id), isNull(paymentCollections.deleted_at)))
        .for("update")
    : [];
  if (!row) throw paymentCollectionNotFound(id);
  return row;
}

export interface NewPaymentCollection {
  amount: number;
  currency_code: string;
  region_id: string;
  description?: string | null;
  created_by: string;
}

export async function createPaymentCollection(
  tx: Transaction,
  input: NewPaymentCollection,
): Promise<string> {
  const id = generateId("paycol");
  await tx.insert(paymentCollections).values({
    id,
    type: "order_edit",
    status: "not_paid",
    amount: input.amount,
    currency_code: input.currency_code,
    region_id: input.region_id,
    description: input.description ?? null,
    created_by: input.created_by,
  });
  return id;
}

async function regionProviders(tx: Transaction, regionId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: regionPaymentProviders.provider_id })
    .from(regionPaymentProviders)
    .where(eq(regionPaymentProviders.region_id, regionId));
  return new Set(rows.map((row) => row.id));
}

export interface SessionRequest {
  provider_id: string;
  amount: number;
  session_id?: string;
}

/**
 * Makes the collection's sessions the ones asked for (renewing those named by id, creating the
 * rest, dropping the others). Providers the region does not offer are left out, as in Medusa; what
 * is left must add up to the collection's amount.
 */
export async function setCollectionSessions(
  tx: Transaction,
  collection: PaymentCollectionRow,
  requests: SessionRequest[],
): Promise<void> {
  if (collection.status !== "not_paid") {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.notPaid(collection.status));
  }
  const offered = await regionProviders(tx, collection.region_id);
  const wanted = requests.filter((request) => offered.has(request.provider_id));
  const sum = wanted.reduce((total, request) => total + request.amount, 0);
  if (sum !== collection.amount) {
    throw invalidData(PAYMENT_COLLECTION_MESSAGES.sumMismatch(collection.amount));
  }
  for (const request of wanted) paymentProvider(request.provider_id);

  const existing = new Map(
    (await collectionSessions(tx, collection.id)).map((session) => [session.id, session]),
  );
  const kept: string[] = [];
  for (const request of wanted) {
    const current = request.session_id ? existing.get(request.session_id) : undefined;
    if (current) {
      await tx
        .update(paymentSessions)
        .set({
          provider_id: request.provider_id,
          amount: request.amount,
          status: "pending",
          updated_at: sql`now()`,
        })
        .where(eq(paymentSessions.id, current.id));
      kept.push(current.id);
      continue;
    }
    const id = generateId("ps");
    await tx.insert(paymentSessions).values({
      id,
      cart_id: null,
      provider_id: request.provider_id,
      is_selected: true,
      is_initiated: true,
      amount: request.amount,
    });
    await tx
      .insert(paymentCollectionSessions)
      .values({ payment_collection_id: collection.id, payment_session_id: id });
    kept.push(id);
  }
  const dropped = [...existing.keys()].filter((id) => !kept.includes(id));
  if (dropped.length > 0) {
    await tx.delete(paymentSessions).where(inArray(paymentSessions.id, dropped));
  }
}

/** One provider's session for the whole amount (renewing the provider's existing one). */
export async function setCollectionSession(
  tx: Transaction,
  collection: PaymentCollectionRow,
  providerId: string,
): Promise<void> {
  const offered = await regionProviders(tx, collection.region_id);
  if (!offered.has(providerId)) throw invalidData(PAYMENT_COLLECTION_MESSAGES.providerNotFound);
  const current = (await collectionSessions(tx, collection.id)).find(
    (session) => session.provider_id === providerId,
  );
  await setCollectionSessions(tx, collection, [
    { provider_id: providerId, amount: collection.amount, session_id: current?.id },
  ]);
}

/**
 * Authorises the named sessions not yet authorised; each authorised one becomes a payment of the
 * collection (joining the order when its edit completes). A decline is a 422 and changes nothing.
 * The collection is `authorized` once sessions cover its amount.
 */
export async function authorizeCollectionSessions(
  tx: Transaction,
  collection: PaymentCollectionRow,
  sessionIds: string[],
): Promise<void> {
  if (collection.status === "canceled") {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.notPaid(collection.status));
  }
  if (collection.authorized_amount === collection.amount) return;
  if (collection.amount <= 0) {
    await tx
      .update(paymentCollections)
      .set({ status: "authorized", authorized_amount: 0, updated_at: sql`now()` })
      .where(eq(paymentCollections.id, collection.id));
    return;
  }
  const sessions = await collectionSessions(tx, collection.id);
  if (sessions.length === 0) throw notAllowed(PAYMENT_COLLECTION_MESSAGES.noSession);

  let authorized = 0;
  for (const session of sessions) {
    const amount = session.amount ?? 0;
    if (session.payment_authorized_at !== null) {
      authorized += amount;
      continue;
    }
    if (!sessionIds.includes(session.id)) continue;
    const result = paymentProvider(session.provider_id).authorise(session.data, amount);
    if (result.status === "error") {
      throw new MedusaError("payment_authorization_error", result.message);
    }
    if (result.status === "requires_more") {
      await tx
        .update(paymentSessions)
        .set({ status: "requires_more", data: result.data, updated_at: sql`now()` })
        .where(eq(paymentSessions.id, session.id));
      continue;
    }
    await tx
      .update(paymentSessions)
      .set({
        status: "authorized",
        data: result.data,
        payment_authorized_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(paymentSessions.id, session.id));
    const paymentId = generateId("pay");
    await tx.insert(payments).values({
      id: paymentId,
      amount,
      currency_code: collection.currency_code,
      provider_id: session.provider_id,
      data: result.data,
    });
    await tx
      .insert(paymentCollectionPayments)
      .values({ payment_collection_id: collection.id, payment_id: paymentId });
    authorized += amount;
  }
  const status =
    authorized === 0
      ? "awaiting"
      : authorized < collection.amount
        ? "partially_authorized"
        : "authorized";
  await tx
    .update(paymentCollections)
    .set({ status, authorized_amount: authorized, updated_at: sql`now()` })
    .where(eq(paymentCollections.id, collection.id));
}

/** Starts a session of the collection afresh; an authorised one has made its payment and stays. */
export async function refreshCollectionSession(
  tx: Transaction,
  collection: PaymentCollectionRow,
  sessionId: string,
): Promise<string> {
  const session = (await collectionSessions(tx, collection.id)).find(
    (candidate) => candidate.id === sessionId,
  );
  if (!session) {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.foreignSession(sessionId, collection.id));
  }
  if (session.payment_authorized_at !== null) {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.refreshAuthorized);
  }
  await tx
    .update(paymentSessions)
    .set({ data: {}, status: "pending", updated_at: sql`now()` })
    .where(eq(paymentSessions.id, session.id));
  return session.id;
}

/** Staff took the money outside the shop: the collection counts as paid in full. */
export async function markCollectionAuthorized(
  tx: Transaction,
  collection: PaymentCollectionRow,
): Promise<void> {
  if (collection.status === "canceled") {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.notPaid(collection.status));
  }
  await tx
    .update(paymentCollections)
    .set({ status: "authorized", authorized_amount: collection.amount, updated_at: sql`now()` })
    .where(eq(paymentCollections.id, collection.id));
}

export async function updatePaymentCollection(
  tx: Transaction,
  collection: PaymentCollectionRow,
  update: { description?: string; metadata?: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(paymentCollections)
    .set({
      description: update.description,
      metadata:
        update.metadata === undefined
          ? undefined
          : mergeMetadata(collection.metadata, update.metadata),
      updated_at: sql`now()`,
    })
    .where(eq(paymentCollections.id, collection.id));
}

/** Deletes a collection nothing was paid into, with its sessions. */
export async function deletePaymentCollection(
  tx: Transaction,
  collection: PaymentCollectionRow,
): Promise<void> {
  if (collection.status !== "not_paid" && collection.status !== "canceled") {
    throw notAllowed(PAYMENT_COLLECTION_MESSAGES.deleteStatus(collection.status));
  }
  const sessionIds = (await collectionSessions(tx, collection.id)).map((session) => session.id);
  await tx
    .update(paymentCollections)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(paymentCollections.id, collection.id));
  if (sessionIds.length > 0) {
    await tx.delete(paymentSessions).where(inArray(paymentSessions.id, sessionIds));
  }
}

/**
 * An edit that will not go ahead cancels its collection; payments it took but nobody captured are
 * canceled with it.
 */
export async function cancelPaymentCollection(
  tx: Transaction,
  collectionId: string,
): Promise<void> {
  await tx
    .update(paymentCollections)
    .set({ status: "canceled", updated_at: sql`now()` })
    .where(eq(paymentCollections.id, collectionId));
  const linked = tx
    .select({ id: paymentCollectionPayments.payment_id })
    .from(paymentCollectionPayments)
    .where(eq(paymentCollectionPayments.payment_collection_id, collectionId));
  await tx
    .update(payments)
    .set({ canceled_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(inArray(payments.id, linked), isNull(payments.captured_at), isNull(payments.canceled_at)),
    );
}

/** The collection's payments join the order once its edit is confirmed. */
export async function attachCollectionPayments(
  tx: Transaction,
  collectionId: string,
  orderId: string,
): Promise<void> {
  const linked = tx
    .select({ id: paymentCollectionPayments.payment_id })
    .from(paymentCollectionPayments)
    .where(eq(paymentCollectionPayments.payment_collection_id, collectionId));
  await tx
    .update(payments)
    .set({ order_id: orderId, updated_at: sql`now()` })
    .where(and(inArray(payments.id, linked), isNull(payments.canceled_at)));
}
