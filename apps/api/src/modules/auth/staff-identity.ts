// Who the staff member is, on every /admin route (contract medusa-v1 §3.3): the session cookie,
// then `Authorization: Bearer <admin token>`, then the admin API key header; the first that
// names a live staff user wins. Customer sessions and store tokens never count.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/context";
import type { StaffIdentity } from "../../http/identity";
import { bearerToken, unauthorized } from "./customer-auth";
import { sessionToken, staffIdFromSessionToken } from "./sessions";
import { readAdminToken } from "./admin-token";
import { ADMIN_API_KEY_HEADER } from "./constants";
import { findStaffByApiToken, findStaffById } from "./staff-users";

/** The staff member behind this request, or null. */
export async function staffIdentity(c: Context<AppEnv>): Promise<StaffIdentity | null> {
  const { db, config } = c.get("deps");
  const cookie = sessionToken(c);
  const fromSession = cookie ? await staffIdFromSessionToken(db, cookie) : undefined;
  const sessionUser = fromSession ? await findStaffById(db, fromSession) : undefined;
  if (sessionUser) return { userId: sessionUser.id, email: sessionUser.email, via: "session" };

  const token = bearerToken(c);
  const fromToken = token ? readAdminToken(token, config.jwtSecret) : undefined;
  // A token outlives a deleted user; it must not keep working after that.
  const tokenUser = fromToken ? await findStaffById(db, fromToken) : undefined;
  if (tokenUser) return { userId: tokenUser.id, email: tokenUser.email, via: "bearer" };

  const apiKey = c.req.header(ADMIN_API_KEY_HEADER)?.trim();
  const keyUser = apiKey ? await findStaffByApiToken(db, apiKey) : undefined;
  if (keyUser) return { userId: keyUser.id, email: keyUser.email, via: "api_key" };
  return null;
}

/** Route guard: anyone but staff gets Medusa's plain-text 401 `Unauthorized`. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const staff = await staffIdentity(c);
  if (!staff) return unauthorized(c);
  c.set("staff", staff);
  await next();
};

/** The staff member of a handler behind `requireStaff`. */
export function currentStaff(c: Context<AppEnv>): StaffIdentity {
  const staff = c.get("staff");
  if (!staff) throw new Error("currentStaff used on a route without requireStaff");
  return staff;
}
