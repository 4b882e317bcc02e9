// The auth domain's routers; app.ts mounts them: customer sign-in under /store, staff sign-in
// under /admin ahead of the staff guard (signing in cannot need a signed-in staff member).
export { authRoutes as storeRoutes } from "./store/auth-routes";
export { adminAuthRoutes as publicAdminRoutes } from "./admin/auth-routes";
