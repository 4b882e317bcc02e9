// Admin pricing: customer groups and the price lists they may be given (contract medusa-v1 §12.1).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { customerGroupRoutes } from "./customer-group-routes";
import { priceListRoutes } from "./price-list-routes";

export const adminPricingRoutes = new Hono<AppEnv>()
  .route("/", customerGroupRoutes)
  .route("/", priceListRoutes);
