// The gift cards domain's routers; app.ts mounts them under /store and /admin.
export { giftCardRoutes as storeRoutes } from "./gift-card-routes";
export { adminGiftCardRoutes as adminRoutes } from "./admin/gift-card-routes";
