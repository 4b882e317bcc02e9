// The Admin API under /admin (contract medusa-v1 §3.3, §12). The public routes come first; every
// other route, including any path that does not exist, is behind `requireStaff`, so the guard is
// in one place and a new admin module only adds a `.route(...)` line below.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminAuthRoutes } from "../admin-auth/routes";
import { requireStaff } from "../admin-auth/staff-identity";
import { adminNotificationRoutes } from "../mail/admin-routes";

/** The routes anyone may call: signing in (the four public ones of spec §7 arrive with users). */
const publicAdminRoutes = new Hono<AppEnv>().route("/", adminAuthRoutes);

const guardedAdminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/", adminNotificationRoutes);

export const adminRoutes = new Hono<AppEnv>()
  .route("/", publicAdminRoutes)
  .route("/", guardedAdminRoutes);
