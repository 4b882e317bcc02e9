// The shipping domain's routers; app.ts mounts them (shipping options and methods under /store,
// shipping options under /admin).
export { shippingRoutes as storeRoutes } from "./store/shipping-routes";
export { adminShippingOptionRoutes as adminRoutes } from "./admin/shipping-option-routes";
