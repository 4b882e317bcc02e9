// Admin auth (contract medusa-v1 §3.3), mounted under /admin. POST /auth and /auth/token are
// public; GET and DELETE /auth carry their own guard, and so does our POST /auth/refresh
// (docs/adr/0006), which only a staff session cookie passes.
import {
  AdminDeleteAuth,
  AdminGetAuth,
  AdminPostAuth,
  AdminPostAuthRefresh,
  AdminPostToken,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { unauthorized } from "../customer-auth";
import {
  endStaffSession,
  renewSession,
  sessionToken,
  staffIdFromSessionToken,
  startStaffSession,
} from "../sessions";
import { signAdminToken } from "../admin-token";
import { currentStaff, requireStaff } from "../staff-identity";
import { checkStaffCredentials } from "../staff-sign-in";
import { findStaffById, staffUserResponse } from "../staff-users";

const signInRoute = bind(AdminPostAuth, async (c, input) => {
  const outcome = await checkStaffCredentials(c, await input.body());
  if ("refusal" in outcome) return outcome.refusal;
  const user = await findStaffById(c.get("deps").db, outcome.userId);
  // Deleted since the password check: no session for no one.
  if (!user) return unauthorized(c);
  await startStaffSession(c, outcome.userId);
  return reply(c, AdminPostAuth, 200, { user: staffUserResponse(user) });
});

const tokenRoute = bind(AdminPostToken, async (c, input) => {
  const outcome = await checkStaffCredentials(c, await input.body());
  if ("refusal" in outcome) return outcome.refusal;
  return reply(c, AdminPostToken, 200, {
    access_token: signAdminToken(outcome.userId, c.get("deps").config.jwtSecret),
  });
});

/**
 * Not in Medusa v1: renews the session cookie of signed-in staff and answers who they are and
 * when the session now ends. A bearer token or API key has no session to renew: 401.
 */
const refreshRoute = bind(AdminPostAuthRefresh, async (c) => {
  const { db } = c.get("deps");
  const token = sessionToken(c);
  const userId = token ? await staffIdFromSessionToken(db, token) : undefined;
  const user = userId ? await findStaffById(db, userId) : undefined;
  const expiresAt = user ? await renewSession(c) : undefined;
  if (!user || !expiresAt) return unauthorized(c);
  return reply(c, AdminPostAuthRefresh, 200, {
    user: staffUserResponse(user),
    expires_at: expiresAt,
  });
});

const sessionRoute = bind(
  AdminGetAuth,
  async (c) => {
    const user = await findStaffById(c.get("deps").db, currentStaff(c).userId);
    if (!user) return c.text("Unauthorized", 401);
    return reply(c, AdminGetAuth, 200, { user: staffUserResponse(user) });
  },
  [requireStaff],
);

const signOutRoute = bind(
  AdminDeleteAuth,
  async (c) => {
    await endStaffSession(c);
    return c.text("OK", 200);
  },
  [requireStaff],
);

export const adminAuthRoutes = mount(new Hono<AppEnv>(), "/admin", [
  signInRoute,
  tokenRoute,
  refreshRoute,
  sessionRoute,
  signOutRoute,
]);
