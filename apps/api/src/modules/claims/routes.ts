// The claims domain's routers; app.ts mounts them (/admin/orders/:id/claims and below).
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminClaimRoutes } from "./admin/claim-routes";

export const adminRoutes = new Hono<AppEnv>().route("/", adminClaimRoutes);
