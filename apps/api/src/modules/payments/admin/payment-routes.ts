// Admin payments (contract medusa-v1 §12.1): read one, capture it, refund from it. The same rules
// and functions as the order's capture and refund, on one payment, under the Idempotency-Key.
import {
  AdminGetPaymentsPayment,
  AdminPostPaymentsPaymentCapture,
  AdminPostPaymentsPaymentRefunds,
} from "@atelier/contracts";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { payments } from "../tables";
import type { AppEnv } from "../../../http/context";
import { notAllowed, notFound } from "../../../http/errors";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { bind, mount, reply, type Answer } from "../../../http/route";
import { isPossibleId } from "../../carts/cart-input";
import { ORDER_MESSAGES } from "../../orders/constants";
import { lockOrder } from "../../orders/order-state";
import { capturePayments, refundPayments } from "../payment-actions";
import { sendGiftCardMails } from "../../gift-cards/gift-card-mail";

async function findPayment(db: Database, id: string) {
  const [payment] = isPossibleId(id)
    ? await db.select().from(payments).where(eq(payments.id, id))
    : [];
  if (!payment) throw notFound(`Payment with id ${id} was not found`);
  return payment;
}

/** The payment's order id; a payment of a cart that never became an order cannot be handled here. */
async function orderIdOf(db: Database, id: string): Promise<string> {
  const payment = await findPayment(db, id);
  if (payment.order_id === null) throw notAllowed(ORDER_MESSAGES.paymentWithoutOrder);
  return payment.order_id;
}

const retrieveRoute = bind(AdminGetPaymentsPayment, async (c, input) => {
  input.query();
  return reply(c, AdminGetPaymentsPayment, 200, {
    payment: await findPayment(c.get("deps").db, input.params.id),
  });
});

const captureRoute = bind(
  AdminPostPaymentsPaymentCapture,
  async (c, input) => {
    input.query();
    await input.body();
    const { id } = input.params;
    const orderId = await orderIdOf(c.get("deps").db, id);
    let issuedGiftCards = 0;
    const response = await runIdempotent(c, async (tx) => {
      issuedGiftCards = await capturePayments(tx, await lockOrder(tx, orderId), id);
      const body: Answer<typeof AdminPostPaymentsPaymentCapture> = {
        payment: await findPayment(tx, id),
      };
      return { status: 200, body };
    });
    if (issuedGiftCards > 0) await sendGiftCardMails(c.get("deps"), orderId);
    return response;
  },
  [idempotencyKey],
);

const refundRoute = bind(
  AdminPostPaymentsPaymentRefunds,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { id } = input.params;
    const orderId = await orderIdOf(c.get("deps").db, id);
    return runIdempotent(c, async (tx) => {
      const refund = await refundPayments(tx, await lockOrder(tx, orderId), body, id);
      const answer: Answer<typeof AdminPostPaymentsPaymentRefunds> = { refund };
      return { status: 200, body: answer };
    });
  },
  [idempotencyKey],
);

export const adminPaymentRoutes = mount(new Hono<AppEnv>(), "/admin", [
  retrieveRoute,
  captureRoute,
  refundRoute,
]);
