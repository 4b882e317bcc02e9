// The exchanges domain's routers; app.ts mounts them (/store/swaps, /admin/swaps and
// /admin/orders/:id/swaps).
import { adminSwapRoutes } from "./admin/swap-routes";
import { swapRoutes } from "./store/swap-routes";

export { swapRoutes as storeRoutes, adminSwapRoutes as adminRoutes };
