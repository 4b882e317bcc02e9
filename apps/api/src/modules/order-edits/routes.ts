// The order-edits domain's routers; app.ts mounts them (/store/order-edits, /admin/order-edits).
export { orderEditRoutes as storeRoutes } from "./store/order-edit-routes";
export { adminOrderEditRoutes as adminRoutes } from "./admin/order-edit-routes";
