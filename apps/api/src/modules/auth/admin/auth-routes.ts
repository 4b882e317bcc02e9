// Admin auth (contract medusa-v1 §3.3), mounted under /admin. POST /auth and /auth/token are
// public; GET and DELETE /auth carry their own guard, and so does our POST /auth/refresh
// (docs/adr/0006), which only a staff session cookie passes.
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
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

export const adminAuthRoutes = new Hono<AppEnv>()
  .post("/auth", async (c) => {
    const outcome = await checkStaffCredentials(c);
    if ("refusal" in outcome) return outcome.refusal;
    await startStaffSession(c, outcome.userId);
    const user = await findStaffById(c.get("deps").db, outcome.userId);
    return c.json({ user: user && staffUserResponse(user) });
  })
  .post("/auth/token", async (c) => {
    const outcome = await checkStaffCredentials(c);
    if ("refusal" in outcome) return outcome.refusal;
    return c.json({ access_token: signAdminToken(outcome.userId, c.get("deps").config.jwtSecret) });
  })
  // Not in Medusa v1: renews the session cookie of signed-in staff and answers who they are and
  // when the session now ends. A bearer token or API key has no session to renew: 401.
  .post("/auth/refresh", async (c) => {
    const { db } = c.get("deps");
    const token = sessionToken(c);
    const userId = token ? await staffIdFromSessionToken(db, token) : undefined;
    const user = userId ? await findStaffById(db, userId) : undefined;
    const expiresAt = user ? await renewSession(c) : undefined;
    if (!user || !expiresAt) return unauthorized(c);
    return c.json({ user: staffUserResponse(user), expires_at: expiresAt.toISOString() });
  })
  .get("/auth", requireStaff, async (c) => {
    const user = await findStaffById(c.get("deps").db, currentStaff(c).userId);
    if (!user) return c.text("Unauthorized", 401);
    return c.json({ user: staffUserResponse(user) });
  })
  .delete("/auth", requireStaff, async (c) => {
    await endStaffSession(c);
    return c.text("OK", 200);
  });
