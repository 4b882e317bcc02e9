// The sales-channels domain's routers; app.ts mounts them under /admin (the store side is the
// publishable-key scope in sales-channel-scope.ts, which the catalogue and carts use).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminPublishableKeyRoutes } from "./admin/publishable-key-routes";
import { adminSalesChannelRoutes } from "./admin/sales-channel-routes";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminSalesChannelRoutes)
  .route("/", adminPublishableKeyRoutes);
