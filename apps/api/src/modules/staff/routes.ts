// The staff domain's routers (users, invites, staff password reset); app.ts mounts them under
// /admin: the public ones ahead of the staff guard, the rest behind it.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { mount } from "../../http/route";
import { acceptInviteRoute, adminInviteRoutes } from "./admin/invite-routes";
import { requestPasswordResetRoute, resetPasswordRoute } from "./admin/password-reset-routes";
import { adminUserRoutes } from "./admin/user-routes";

/** The three public routes of spec §7 besides sign-in. */
export const publicAdminRoutes = mount(new Hono<AppEnv>(), "/admin", [
  requestPasswordResetRoute,
  resetPasswordRoute,
  acceptInviteRoute,
]);

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminUserRoutes)
  .route("/", adminInviteRoutes);
