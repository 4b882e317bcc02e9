// The inventory domain's routers (issue 15); app.ts mounts them under /admin and /store.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { invalidateCatalogueOnWrites } from "../../http/response-cache";
import { adminInventoryItemRoutes } from "./admin/inventory-item-routes";
import { adminReservationRoutes } from "./admin/reservation-routes";
import { adminStockLocationRoutes } from "./admin/stock-location-routes";
import { storeAvailabilityRoutes } from "./store/availability-routes";
import { storeLocationProductsRoutes } from "./store/location-products-routes";

// Every stock change shows in the Store's inventory_quantity and "in stock" at once.
export const adminRoutes = invalidateCatalogueOnWrites(new Hono<AppEnv>(), [
  "/stock-locations",
  "/stock-locations/*",
  "/inventory-items",
  "/inventory-items/*",
  "/reservations",
  "/reservations/*",
  "/sales-channels/:id/stock-locations",
  "/orders/:id/line-items/:line_item_id/reserve",
])
  .route("/", adminStockLocationRoutes)
  .route("/", adminInventoryItemRoutes)
  .route("/", adminReservationRoutes);

export const storeRoutes = new Hono<AppEnv>()
  .route("/", storeAvailabilityRoutes)
  .route("/", storeLocationProductsRoutes);
