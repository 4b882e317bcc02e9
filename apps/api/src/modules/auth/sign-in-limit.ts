// The sign-in rate limit: failed sign-ins are counted per account (email) and per client address
// over a sliding window, in the `login_attempt` table so that every API process counts the same.
import { and, desc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import { loginAttempts } from "./tables";
import {
  MAX_FAILED_SIGN_INS_PER_ADDRESS,
  MAX_FAILED_SIGN_INS_PER_EMAIL,
  SIGN_IN_WINDOW_MS,
} from "./constants";

/** Advisory-lock namespaces (the first key), keeping email and address locks apart. */
const EMAIL_LOCKS = 7_301;
const ADDRESS_LOCKS = 7_302;

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * While `limit` or more failures matching `key` are within the window: the moment the `limit`-th
 * most recent of them leaves it. Undefined when the key may try.
 */
async function blockedUntil(
  db: Database,
  key: SQL,
  limit: number,
  since: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ created_at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(and(key, gt(loginAttempts.created_at, since)))
    .orderBy(desc(loginAttempts.created_at))
    .limit(1)
    .offset(limit - 1);
  return row ? new Date(row.created_at.getTime() + SIGN_IN_WINDOW_MS) : undefined;
}

/**
 * Records a sign-in attempt as a failure until `clearSignInFailures` says otherwise, or refuses it
 * when the email or the address has used up its failures. A refused attempt is not recorded: its
 * password was never checked, and recording it would only prolong the block.
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  clientAddress: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  // Rows outside the window never count again; clearing them here keeps the table small.
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, since));
  return db.transaction(async (tx) => {
    // Attempts on one email, and from one address, take turns here (in every API process), so a
    // burst of concurrent guesses is counted one by one instead of all passing the same count.
    // The email lock is always taken first, so two attempts never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCKS}, hashtext(${email}))`);
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${clientAddress}))`,
    );
    const until = [
      await blockedUntil(tx, eq(loginAttempts.email, email), MAX_FAILED_SIGN_INS_PER_EMAIL, since),
      await blockedUntil(
        tx,
        eq(loginAttempts.client_address, clientAddress),
        MAX_FAILED_SIGN_INS_PER_ADDRESS,
        since,
      ),
    ].filter((date): date is Date => date !== undefined);
    if (until.length > 0) {
      const latest = Math.max(...until.map((date) => date.getTime()));
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((latest - now.getTime()) / 1000)),
      };
    }
    await tx
      .insert(loginAttempts)
      .values({ email, client_address: clientAddress, created_at: now });
    return { allowed: true };
  });
}

/** A successful sign-in forgives the account's failures (not the address's failures on other emails). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/** 429 with Retry-After, in the Medusa error shape. */
export function tooManySignIns(c: Context, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json(
    {
      type: "not_allowed",
      message: `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    },
    429,
  );
}
