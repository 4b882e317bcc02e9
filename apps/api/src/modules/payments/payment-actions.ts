// Capturing and refunding an order's payments (contract medusa-v1 §12.5), shared by the order
// routes and the /admin/payments routes. Each runs inside the caller's transaction with the order
// row already locked (`lockOrder`), so the refundable amount it checks cannot change under it.
import type { RefundReason } from "@atelier/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { payments, refunds } from "./tables";
import { notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import type { OrderRow, RefundRow } from "../orders/order-response";
import { ORDER_MESSAGES } from "../orders/constants";
import { setOrderStatuses } from "../orders/order-state";
import { issueOrderGiftCards } from "../gift-cards/issue-gift-cards";

type PaymentRow = typeof payments.$inferSelect;

export interface RefundRequest {
  amount: number;
  reason: RefundReason;
  note?: string | null;
}

/** The order's payments, oldest first, and those the action is on: all, or the one named. */
async function orderPayments(
  tx: Transaction,
  orderId: string,
  paymentId: string | undefined,
): Promise<{ all: PaymentRow[]; chosen: PaymentRow[] }> {
  const all = await tx
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(asc(payments.created_at), asc(payments.id));
  if (paymentId === undefined) return { all, chosen: all };
  const chosen = all.filter((payment) => payment.id === paymentId);
  if (chosen.some((payment) => payment.canceled_at !== null)) {
    throw notAllowed(ORDER_MESSAGES.paymentCanceled);
  }
  return { all, chosen };
}

const paymentStatusesAfterCapture = new Set(["not_paid", "awaiting", "requires_action"]);

/**
 * Captures the order's uncaptured payments (or only `paymentId`). The providers Atelier runs
 * take the money when told, so capturing is recording when. Capturing again changes nothing.
 * Once everything is captured, the order's gift-card lines become cards; answers how many were
 * issued, so that the request which issued them (and only it) mails them after the commit.
 */
export async function capturePayments(
  tx: Transaction,
  order: OrderRow,
  paymentId?: string,
): Promise<number> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledCapture);
  const { all, chosen } = await orderPayments(tx, order.id, paymentId);
  for (const payment of chosen) {
    if (payment.captured_at !== null || payment.canceled_at !== null) continue;
    await tx
      .update(payments)
      .set({ captured_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(payments.id, payment.id), isNull(payments.captured_at)));
  }
  const everyCaptured = all.every(
    (payment) => payment.captured_at !== null || chosen.includes(payment),
  );
  if (everyCaptured && paymentStatusesAfterCapture.has(order.payment_status)) {
    await setOrderStatuses(tx, order.id, { payment_status: "captured" });
    return issueOrderGiftCards(tx, order.id);
  }
  return 0;
}

/** What is left to refund of captured payments. */
function refundableOf(captured: PaymentRow[]): number {
  return captured.reduce((sum, payment) => sum + payment.amount - payment.amount_refunded, 0);
}

const isLiveCapture = (payment: PaymentRow) =>
  payment.captured_at !== null && payment.canceled_at === null;

/** What is left to refund of the order's captured payments (0 before any capture). */
export async function refundableAmount(tx: Transaction, orderId: string): Promise<number> {
  const { all } = await orderPayments(tx, orderId, undefined);
  return refundableOf(all.filter(isLiveCapture));
}

/**
 * Gives `amount` back from the order's captured payments (or only `paymentId`), oldest payment
 * first, as one refund row; the order becomes partially refunded or, once everything captured
 * has been given back, refunded.
 */
export async function refundPayments(
  tx: Transaction,
  order: OrderRow,
  request: RefundRequest,
  paymentId?: string,
): Promise<RefundRow> {
  if (order.status === "canceled") throw notAllowed(ORDER_MESSAGES.canceledRefund);
  const { all, chosen } = await orderPayments(tx, order.id, paymentId);
  const captured = chosen.filter(isLiveCapture);
  if (captured.length === 0) {
    throw notAllowed(
      paymentId === undefined ? ORDER_MESSAGES.nothingCaptured : ORDER_MESSAGES.paymentNotCaptured,
    );
  }
  const refundable = refundableOf(captured);
  if (request.amount > refundable) {
    throw notAllowed(`Cannot refund ${request.amount}: the refundable amount is ${refundable}`);
  }

  let left = request.amount;
  const touched: string[] = [];
  for (const payment of captured) {
    const share = Math.min(left, payment.amount - payment.amount_refunded);
    if (share <= 0) continue;
    await tx
      .update(payments)
      .set({
        amount_refunded: sql`${payments.amount_refunded} + ${share}`,
        updated_at: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
    touched.push(payment.id);
    left -= share;
    if (left === 0) break;
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      id: generateId("ref"),
      order_id: order.id,
      payment_id: touched.length === 1 ? touched[0] : null,
      amount: request.amount,
      reason: request.reason,
      note: request.note ?? null,
    })
    .returning();

  const everyCaptured = all.filter(isLiveCapture);
  const fullyRefunded = refundableOf(everyCaptured) === request.amount;
  await setOrderStatuses(tx, order.id, {
    payment_status: fullyRefunded ? "refunded" : "partially_refunded",
  });
  return refund;
}
