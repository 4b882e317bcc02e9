// Store payment-session routes (contract medusa-v1 §5), mounted under /store.
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey } from "../../../http/idempotency";
import {
  createPaymentSessions,
  deletePaymentSession,
  refreshPaymentSession,
  setPaymentSession,
  updatePaymentSession,
} from "../payment-sessions";

export const paymentSessionRoutes = new Hono<AppEnv>()
  .post("/carts/:id/payment-sessions", idempotencyKey, createPaymentSessions)
  .post("/carts/:id/payment-session", idempotencyKey, setPaymentSession)
  .post("/carts/:id/payment-sessions/:provider_id", idempotencyKey, updatePaymentSession)
  .delete("/carts/:id/payment-sessions/:provider_id", idempotencyKey, deletePaymentSession)
  .post("/carts/:id/payment-sessions/:provider_id/refresh", idempotencyKey, refreshPaymentSession);
