// The shipping domain's routers; app.ts mounts them (shipping options and methods under /store,
// shipping options and profiles under /admin).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminShippingOptionRoutes } from "./admin/shipping-option-routes";
import { adminShippingProfileRoutes } from "./admin/shipping-profile-routes";

export { shippingRoutes as storeRoutes } from "./store/shipping-routes";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminShippingOptionRoutes)
  .route("/", adminShippingProfileRoutes);
