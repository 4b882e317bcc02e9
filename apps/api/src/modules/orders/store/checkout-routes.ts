// Cart completion (contract medusa-v1 §5, §6.6), mounted under /store, with Medusa's deprecated
// alias `/complete-cart`.
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey } from "../../../http/idempotency";
import { completeCart } from "../complete-cart";

export const checkoutRoutes = new Hono<AppEnv>()
  .post("/carts/:id/complete", idempotencyKey, completeCart)
  .post("/carts/:id/complete-cart", idempotencyKey, completeCart);
