// The gift cards domain's router; app.ts mounts it under /store.
export { giftCardRoutes as storeRoutes } from "./gift-card-routes";
