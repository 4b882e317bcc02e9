// Customer sessions (contract medusa-v1 §3.1): an HTTP-only `connect.sid` cookie holding a random
// token, and a `session` row keyed by the token's SHA-256, so every API process sees the same
// sessions. The token is random and unguessable, so unlike express-session it needs no signature.
import { and, eq, gt, isNull, isNotNull, lt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "../../db/client";
import { customers, sessions } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { SESSION_COOKIE, SESSION_TTL_MS } from "./constants";
import { hashToken, randomToken } from "./tokens";

type SessionRow = typeof sessions.$inferSelect;

/** Secure cookies only travel over https; the proxy in front tells us through X-Forwarded-Proto. */
function cameOverHttps(c: Context): boolean {
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(c.req.url).protocol === "https:";
}

function cookieOptions(c: Context) {
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: cameOverHttps(c) } as const;
}

async function liveSession(
  db: Database,
  token: string | undefined,
): Promise<SessionRow | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, new Date())));
  return row;
}

/** The registered, not deleted customer a session cookie belongs to. */
export async function customerIdFromSessionToken(
  db: Database,
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: customers.id })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customer_id))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        gt(sessions.expires_at, new Date()),
        eq(customers.has_account, true),
        isNull(customers.deleted_at),
      ),
    );
  return row?.customerId;
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Signs the customer in on this browser. The session id is always new (a planted cookie cannot be
 * upgraded into someone's session); a staff user signed in on the same session stays signed in.
 */
export async function startCustomerSession(c: Context<AppEnv>, customerId: string): Promise<void> {
  const { db } = c.get("deps");
  const now = new Date();
  const previous = await liveSession(db, sessionToken(c));
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.id, previous.id));
    // Expired rows are never read again; clearing them here keeps the table small without a job.
    await tx.delete(sessions).where(lt(sessions.expires_at, now));
    await tx.insert(sessions).values({
      id: hashToken(token),
      customer_id: customerId,
      user_id: previous?.user_id ?? null,
      expires_at: expiresAt,
      created_at: now,
    });
  });
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: SESSION_TTL_MS / 1000,
    expires: expiresAt,
  });
}

/**
 * Signs the customer out of this browser (DELETE /store/auth). As in Medusa, a session that also
 * holds a staff user only loses its customer; otherwise the row and the cookie go.
 */
export async function endCustomerSession(c: Context<AppEnv>): Promise<void> {
  const { db } = c.get("deps");
  const token = sessionToken(c);
  if (!token) return;
  const session = await liveSession(db, token);
  if (session?.user_id) {
    await db.update(sessions).set({ customer_id: null }).where(eq(sessions.id, session.id));
    return;
  }
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

/** Signs a customer out of every browser, after their password was reset. */
export async function endAllCustomerSessions(db: Database, customerId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.customer_id, customerId), isNull(sessions.user_id)));
  await db
    .update(sessions)
    .set({ customer_id: null })
    .where(and(eq(sessions.customer_id, customerId), isNotNull(sessions.user_id)));
}
