// Customer and staff sessions (contract medusa-v1 §3.1): an HTTP-only `connect.sid` cookie holding a random
// token, and a `session` row keyed by the token's SHA-256, so every API process sees the same
// sessions. The token is random and unguessable, so unlike express-session it needs no signature.
import { and, eq, gt, isNull, isNotNull, lt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "../../db/client";
import { customers } from "../customers/tables";
import { sessions } from "./tables";
import type { AppEnv } from "../../http/context";
import { SESSION_COOKIE, SESSION_EXPIRES_HEADER, SESSION_TTL_MS } from "./constants";
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

type SessionHolder = { customer_id: string } | { user_id: string };

/**
 * Signs a customer or a staff user in on this browser. The session id is always new (a planted
 * cookie cannot be upgraded into someone's session); the other kind of identity on the same
 * session stays signed in, as in Medusa where one session carries both.
 */
async function startSession(c: Context<AppEnv>, holder: SessionHolder): Promise<void> {
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
      customer_id: previous?.customer_id ?? null,
      user_id: previous?.user_id ?? null,
      ...holder,
      expires_at: expiresAt,
      created_at: now,
    });
  });
  keepSessionCookie(c, token, expiresAt);
}

/** Sets the cookie to last as long as its session, and tells the caller when that is. */
function keepSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: SESSION_TTL_MS / 1000,
    expires: expiresAt,
  });
  c.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString());
}

/**
 * Moves the end of this browser's live session to a full lifetime from now, for every identity
 * it holds (POST /store/auth/refresh, /admin/auth/refresh; docs/adr/0006). Undefined when there
 * is no live session to renew. The caller checks whose session it is first.
 */
export async function renewSession(c: Context<AppEnv>): Promise<Date | undefined> {
  const token = sessionToken(c);
  if (!token) return undefined;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [renewed] = await c
    .get("deps")
    .db.update(sessions)
    .set({ expires_at: expiresAt })
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, now)))
    .returning({ id: sessions.id });
  if (!renewed) return undefined;
  keepSessionCookie(c, token, expiresAt);
  return expiresAt;
}

export function startCustomerSession(c: Context<AppEnv>, customerId: string): Promise<void> {
  return startSession(c, { customer_id: customerId });
}

export function startStaffSession(c: Context<AppEnv>, userId: string): Promise<void> {
  return startSession(c, { user_id: userId });
}

/**
 * Signs one kind of identity out of this browser (DELETE /store/auth, DELETE /admin/auth). As in
 * Medusa, a session that also holds the other kind only loses this one; otherwise the row and the
 * cookie go.
 */
async function endSession(c: Context<AppEnv>, ending: "customer_id" | "user_id"): Promise<void> {
  const { db } = c.get("deps");
  const token = sessionToken(c);
  if (!token) return;
  const session = await liveSession(db, token);
  const other = ending === "customer_id" ? session?.user_id : session?.customer_id;
  if (session && other) {
    await db
      .update(sessions)
      .set({ [ending]: null })
      .where(eq(sessions.id, session.id));
    return;
  }
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

export function endCustomerSession(c: Context<AppEnv>): Promise<void> {
  return endSession(c, "customer_id");
}

export function endStaffSession(c: Context<AppEnv>): Promise<void> {
  return endSession(c, "user_id");
}

/** The live staff user a session cookie belongs to. */
export async function staffIdFromSessionToken(
  db: Database,
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: sessions.user_id })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, new Date())));
  return row?.userId ?? undefined;
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
