// The staff domain's routers (users, invites, staff password reset); app.ts mounts them under
// /admin: the public ones ahead of the staff guard, the rest behind it.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminInviteRoutes, publicInviteRoutes } from "./invites";
import { requestStaffPasswordReset, resetStaffPassword } from "./staff-password-reset";
import { adminUserRoutes } from "./user-routes";

/** The three public routes of spec §7 besides sign-in. */
export const publicAdminRoutes = new Hono<AppEnv>()
  .post("/users/password-token", requestStaffPasswordReset)
  .post("/users/reset-password", resetStaffPassword)
  .route("/", publicInviteRoutes);

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminUserRoutes)
  .route("/", adminInviteRoutes);
