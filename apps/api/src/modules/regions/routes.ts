// The regions domain's routers; app.ts mounts them (GET /store/regions, /admin/regions).
export { regionRoutes as storeRoutes } from "./store/region-routes";
export { adminRegionRoutes as adminRoutes } from "./admin/region-routes";
