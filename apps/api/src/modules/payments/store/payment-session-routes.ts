// Store payment-session routes (contract medusa-v1 §5), mounted under /store.
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { mount } from "../../../http/route";
import {
  createPaymentSessions,
  deletePaymentSession,
  refreshPaymentSession,
  setPaymentSession,
  updatePaymentSession,
} from "../payment-sessions";

export const paymentSessionRoutes = mount(new Hono<AppEnv>(), "/store", [
  createPaymentSessions,
  setPaymentSession,
  updatePaymentSession,
  deletePaymentSession,
  refreshPaymentSession,
]);
