// The returns domain's routers; app.ts mounts them (/store/return-reasons, /store/returns,
// /admin/return-reasons, /admin/returns, /admin/orders/:id/return).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminReturnReasonRoutes } from "./admin/return-reason-routes";
import { adminReturnRoutes } from "./admin/return-routes";
import { returnReasonRoutes } from "./store/return-reason-routes";
import { returnRoutes } from "./store/return-routes";

export const storeRoutes = new Hono<AppEnv>()
  .route("/", returnReasonRoutes)
  .route("/", returnRoutes);
export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminReturnReasonRoutes)
  .route("/", adminReturnRoutes);
