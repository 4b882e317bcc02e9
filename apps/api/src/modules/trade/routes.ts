// The trade domain's routers; app.ts mounts them: the shopper's profile and trade application
// under /store, the trade professionals staff review under /admin.
export { profileRoutes as storeRoutes } from "./store/profile-routes";
export { tradeProfessionalRoutes as adminRoutes } from "./admin/trade-professional-routes";
