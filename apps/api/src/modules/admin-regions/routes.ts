// Admin regions, shipping options and currencies (contract medusa-v1 §12.1).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminCurrencyRoutes } from "./currency-routes";
import { adminRegionRoutes } from "./region-routes";
import { adminShippingOptionRoutes } from "./shipping-option-routes";

export const adminRegionsRoutes = new Hono<AppEnv>()
  .route("/", adminRegionRoutes)
  .route("/", adminShippingOptionRoutes)
  .route("/", adminCurrencyRoutes);
