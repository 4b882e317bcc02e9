// The returns domain's routers; app.ts mounts them (/store/return-reasons, /admin/return-reasons).
export { returnReasonRoutes as storeRoutes } from "./store/return-reason-routes";
export { adminReturnReasonRoutes as adminRoutes } from "./admin/return-reason-routes";
