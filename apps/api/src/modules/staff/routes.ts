// Staff users, invites and staff password reset, as mounted on the admin router.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { adminInviteRoutes, publicInviteRoutes } from "./invites";
import { requestStaffPasswordReset, resetStaffPassword } from "./staff-password-reset";
import { adminUserRoutes } from "./user-routes";

/** The three public routes of spec §7 besides sign-in. */
export const publicStaffRoutes = new Hono<AppEnv>()
  .post("/users/password-token", requestStaffPasswordReset)
  .post("/users/reset-password", resetStaffPassword)
  .route("/", publicInviteRoutes);

export const staffRoutes = new Hono<AppEnv>()
  .route("/", adminUserRoutes)
  .route("/", adminInviteRoutes);
