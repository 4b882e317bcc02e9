// The carts domain's router; app.ts mounts it under /store.
export { cartRoutes as storeRoutes } from "./store/cart-routes";
