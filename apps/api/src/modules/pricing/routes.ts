// The pricing domain's router; app.ts mounts it under /admin (store prices are part of the
// catalogue's and carts' answers).
export { priceListRoutes as adminRoutes } from "./price-list-routes";
