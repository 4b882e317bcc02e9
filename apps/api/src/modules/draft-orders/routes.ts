// The draft-orders domain's routers; app.ts mounts them (/admin/draft-orders).
export { adminDraftOrderRoutes as adminRoutes } from "./admin/draft-order-routes";
