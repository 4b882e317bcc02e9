// The orders domain's routers; app.ts mounts them: cart completion then the shopper's orders
// under /store, in that order (then the claims of guest orders), and the staff's orders and their actions under /admin.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { checkoutRoutes } from "./store/checkout-routes";
import { claimRoutes } from "./store/claim-routes";
import { orderRoutes } from "./store/order-routes";

export const storeRoutes = new Hono<AppEnv>()
  .route("/", checkoutRoutes)
  .route("/", orderRoutes)
  .route("/", claimRoutes);

export { adminOrderRoutes as adminRoutes } from "./admin/order-routes";
