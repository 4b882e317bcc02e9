// The shop's note of who is signed in on this browser and until when (docs/adr/0006). The session
// is the API's HTTP-only cookie on another origin, which the shop cannot read; asking the API
// "who am I?" on every page would answer a signed-out visitor with a 401 each time. So the shop
// writes this hint when a sign-in, registration or renewal succeeds (the API says when the
// session ends), and drops it on sign-out, on a 401 and once that time has passed. No hint: a
// guest, and nothing is asked.
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { isUnauthorized } from "./error-message";
import { readStoredValue, writeStoredValue } from "@/modules/store/browser-storage";

export type SessionHolder = "customer" | "staff";

export interface SessionHint {
  /** ISO-8601 end of the session; null when the API did not say (a plain Medusa server). */
  expiresAt: string | null;
  customer: boolean;
  staff: boolean;
}

const NO_SESSION: SessionHint = { expiresAt: null, customer: false, staff: false };

/** The stored hint, or null when there is none or it is not one of ours. */
export function parseSessionHint(raw: string | null | undefined): SessionHint | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { expiresAt, customer, staff } = value as Record<string, unknown>;
    const validEnd =
      expiresAt === null || (typeof expiresAt === "string" && !Number.isNaN(Date.parse(expiresAt)));
    if (!validEnd || typeof customer !== "boolean" || typeof staff !== "boolean") return null;
    return { expiresAt, customer, staff };
  } catch {
    return null;
  }
}

/** The session's end in milliseconds, null when unknown. */
export function sessionEnd(hint: SessionHint): number | null {
  return hint.expiresAt === null ? null : Date.parse(hint.expiresAt);
}

export function hasEnded(hint: SessionHint, now: number): boolean {
  const end = sessionEnd(hint);
  return end !== null && end <= now;
}

/**
 * A sign-in starts a new session that keeps whoever else was signed in on this browser (the API
 * carries both over), so one end holds for both.
 */
export function withHolder(
  hint: SessionHint | null,
  holder: SessionHolder,
  expiresAt: string | null,
): SessionHint {
  return { ...(hint ?? NO_SESSION), [holder]: true, expiresAt };
}

/** Null when nobody is left signed in. */
export function withoutHolder(hint: SessionHint | null, holder: SessionHolder): SessionHint | null {
  if (!hint) return null;
  const rest = { ...hint, [holder]: false };
  return rest.customer || rest.staff ? rest : null;
}

export function readSessionHint(): SessionHint | null {
  return parseSessionHint(readStoredValue(STORAGE_KEYS.session));
}

function writeSessionHint(hint: SessionHint | null): void {
  writeStoredValue(STORAGE_KEYS.session, hint && JSON.stringify(hint));
}

/** Whether `holder` may be signed in; a hint whose time has passed is dropped here. */
export function hasLiveSession(holder: SessionHolder, now = Date.now()): boolean {
  const hint = readSessionHint();
  if (hint && hasEnded(hint, now)) {
    writeSessionHint(null);
    return false;
  }
  return hint?.[holder] === true;
}

export function rememberSession(holder: SessionHolder, expiresAt: string | null): void {
  writeSessionHint(withHolder(readSessionHint(), holder, expiresAt));
}

/** A renewal moves the one session's end for everyone it holds. */
export function rememberRenewal(expiresAt: string): void {
  const hint = readSessionHint();
  if (hint) writeSessionHint({ ...hint, expiresAt });
}

export function forgetSession(holder: SessionHolder): void {
  writeSessionHint(withoutHolder(readSessionHint(), holder));
}

/**
 * Who `holder` is, asked of the API only when the hint says they may be signed in: null for
 * nobody, and a 401 drops the hint (the session ended elsewhere).
 */
export async function askWhenSignedIn<T>(
  holder: SessionHolder,
  ask: () => Promise<T>,
): Promise<T | null> {
  if (!hasLiveSession(holder)) return null;
  try {
    return await ask();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    forgetSession(holder);
    return null;
  }
}
