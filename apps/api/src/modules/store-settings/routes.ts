// The store settings' routers; app.ts mounts them: the store's public details under /store, the
// currencies then the store settings under /admin, in that order.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminCurrencyRoutes } from "./admin/currency-routes";
import { adminStoreRoutes } from "./admin/store-routes";

export { storeInfoRoutes as storeRoutes } from "./store/store-info-routes";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminCurrencyRoutes)
  .route("/", adminStoreRoutes);
