// Admin payments (contract medusa-v1 §12.1): read one, capture it, refund from it. The same rules
// and functions as the order's capture and refund, on one payment, under the Idempotency-Key.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { payments } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notAllowed, notFound } from "../../../http/errors";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { parseBody, parseQuery } from "../../../http/validation";
import { isPossibleId } from "../../carts/cart-input";
import { actionQuery, emptyBody, paymentRefundBody } from "../../orders/action-bodies";
import { ORDER_MESSAGES } from "../../orders/constants";
import { lockOrder } from "../../orders/order-state";
import { capturePayments, refundPayments } from "../payment-actions";

async function findPayment(db: Database, id: string) {
  const [payment] = isPossibleId(id)
    ? await db.select().from(payments).where(eq(payments.id, id))
    : [];
  if (!payment) throw notFound(`Payment with id ${id} was not found`);
  return payment;
}

/** The payment's order id; a payment of a cart that never became an order cannot be handled here. */
async function orderIdOf(c: Context<AppEnv>): Promise<string> {
  const payment = await findPayment(c.get("deps").db, c.req.param("id")!);
  if (payment.order_id === null) throw notAllowed(ORDER_MESSAGES.paymentWithoutOrder);
  return payment.order_id;
}

export const adminPaymentRoutes = new Hono<AppEnv>()
  .get("/payments/:id", async (c) => {
    parseQuery(c, actionQuery);
    return c.json({ payment: await findPayment(c.get("deps").db, c.req.param("id")) });
  })
  .post("/payments/:id/capture", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    const id = c.req.param("id");
    const orderId = await orderIdOf(c);
    return runIdempotent(c, async (tx) => {
      await capturePayments(tx, await lockOrder(tx, orderId), id);
      return { status: 200, body: { payment: await findPayment(tx, id) } };
    });
  })
  .post("/payments/:id/refund", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    const body = await parseBody(c, paymentRefundBody);
    const id = c.req.param("id");
    const orderId = await orderIdOf(c);
    return runIdempotent(c, async (tx) => {
      const refund = await refundPayments(tx, await lockOrder(tx, orderId), body, id);
      return { status: 200, body: { refund } };
    });
  });
