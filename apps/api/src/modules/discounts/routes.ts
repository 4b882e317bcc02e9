// The discounts domain's router; app.ts mounts it under /store.
export { discountRoutes as storeRoutes } from "./discount-routes";
