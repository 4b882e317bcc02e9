// The shipping domain's routers; app.ts mounts them (shipping options and methods under /store,
// shipping options and profiles under /admin).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { invalidateCatalogueOnWrites } from "../../http/response-cache";
import { adminShippingOptionRoutes } from "./admin/shipping-option-routes";
import { adminShippingProfileRoutes } from "./admin/shipping-profile-routes";

export { shippingRoutes as storeRoutes } from "./store/shipping-routes";

// Profiles decide which options a cart is offered and are named on products and lines; the options
// a cart is offered are cached (`findCartShippingOptions`).
export const adminRoutes = invalidateCatalogueOnWrites(new Hono<AppEnv>(), [
  "/shipping-profiles",
  "/shipping-profiles/*",
  "/shipping-options",
  "/shipping-options/*",
])
  .route("/", adminShippingOptionRoutes)
  .route("/", adminShippingProfileRoutes);
