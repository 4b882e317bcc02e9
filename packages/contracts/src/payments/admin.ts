// Admin routes of payments (contract medusa-v1 §12.1): read one, capture it, refund from it. The
// same rules as the order's capture and refund, on one payment, under the Idempotency-Key.
import { z } from "zod";
import { operation } from "../operation";
import { Refund } from "../orders/admin-entities";
import { actionQuery, emptyBody, refundBody } from "../orders/action-fields";
import { AdminPayment } from "./admin-entities";

const TAG = "Payments";

const paymentAnswer = z.object({ payment: AdminPayment });

export const AdminGetPaymentsPayment = operation({
  id: "AdminGetPaymentsPayment",
  method: "get",
  path: "/admin/payments/{id}",
  tag: TAG,
  summary: "Get a payment",
  audience: "staff",
  query: actionQuery,
  responses: { 200: paymentAnswer },
});

export const AdminPostPaymentsPaymentCapture = operation({
  id: "AdminPostPaymentsPaymentCapture",
  method: "post",
  path: "/admin/payments/{id}/capture",
  tag: TAG,
  summary: "Capture a payment",
  description: "Only a payment of an order.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: paymentAnswer },
});

export const AdminPostPaymentsPaymentRefunds = operation({
  id: "AdminPostPaymentsPaymentRefunds",
  method: "post",
  path: "/admin/payments/{id}/refund",
  tag: TAG,
  summary: "Refund from a payment",
  description: "At most what the payment captured and has not yet refunded.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: refundBody.omit({ no_notification: true }),
  responses: { 200: z.object({ refund: Refund }) },
});
