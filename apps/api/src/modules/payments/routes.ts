// The payments domain's routers; app.ts mounts them (a cart's payment sessions under /store, an
// order's payments under /admin).
export { paymentSessionRoutes as storeRoutes } from "./store/payment-session-routes";
export { adminPaymentRoutes as adminRoutes } from "./admin/payment-routes";
