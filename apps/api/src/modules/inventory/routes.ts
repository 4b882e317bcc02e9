// The inventory domain's routers (issue 15); app.ts mounts them under /admin and /store.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminInventoryItemRoutes } from "./admin/inventory-item-routes";
import { adminReservationRoutes } from "./admin/reservation-routes";
import { adminStockLocationRoutes } from "./admin/stock-location-routes";

import { storeAvailabilityRoutes } from "./store/availability-routes";
import { storeLocationProductsRoutes } from "./store/location-products-routes";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminStockLocationRoutes)
  .route("/", adminInventoryItemRoutes)
  .route("/", adminReservationRoutes);

export const storeRoutes = new Hono<AppEnv>()
  .route("/", storeAvailabilityRoutes)
  .route("/", storeLocationProductsRoutes);
