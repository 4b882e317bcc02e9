// The tax domain's router; app.ts mounts it under /admin (carts and orders read the rates through
// region-tax-rules.ts).
export { taxRateRoutes as adminRoutes } from "./tax-rate-routes";
