// The discounts domain's routers; app.ts mounts the store one under /store and the admin one
// under /admin.
export { discountRoutes as storeRoutes } from "./discount-routes";
export { adminDiscountRoutes as adminRoutes } from "./admin/discount-routes";
