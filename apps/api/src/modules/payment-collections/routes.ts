// The payment-collections domain's routers; app.ts mounts them (/store/payment-collections,
// /admin/payment-collections).
export { paymentCollectionRoutes as storeRoutes } from "./store/payment-collection-routes";
export { adminPaymentCollectionRoutes as adminRoutes } from "./admin/payment-collection-routes";
