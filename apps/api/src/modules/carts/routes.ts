// The carts domain's router; app.ts mounts it under /store. The routes themselves stay in
// index.ts while the add-to-cart path is being reworked (docs/api-layout.md).
export { cartRoutes as storeRoutes } from "./index";
