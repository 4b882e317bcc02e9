// The sales-channels domain's routers; app.ts mounts them under /admin (the store side is the
// publishable-key scope in sales-channel-scope.ts, which the catalogue and carts use).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { invalidateCatalogueOnWrites } from "../../http/response-cache";
import { adminPublishableKeyRoutes } from "./admin/publishable-key-routes";
import { adminSalesChannelRoutes } from "./admin/sales-channel-routes";

// A channel's products and a key's channels decide what a storefront sees. The channel's
// stock-location links are the inventory module's, which registers its own path.
export const adminRoutes = invalidateCatalogueOnWrites(new Hono<AppEnv>(), [
  "/sales-channels",
  "/sales-channels/:id",
  "/sales-channels/:id/products/batch",
  "/publishable-api-keys",
  "/publishable-api-keys/*",
])
  .route("/", adminSalesChannelRoutes)
  .route("/", adminPublishableKeyRoutes);
