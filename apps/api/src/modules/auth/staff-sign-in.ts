// Checking a staff member's email and password (POST /admin/auth and /admin/auth/token), with the
// customer sign-in's rules: one answer for a wrong email and a wrong password, in about the same
// time, and failures rate-limited per account and per client address.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { clientAddress } from "./client-address";
import { unauthorized } from "./customer-auth";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { beginSignInAttempt, clearSignInFailures, tooManySignIns } from "./sign-in-limit";
import { STAFF_SIGN_IN_KEY_PREFIX } from "./constants";
import type { Credentials } from "./sign-in";
import { findStaffByEmail } from "./staff-users";

export type StaffSignInOutcome = { userId: string } | { refusal: Response };

export async function checkStaffCredentials(
  c: Context<AppEnv>,
  { email, password }: Credentials,
): Promise<StaffSignInOutcome> {
  const { db } = c.get("deps");
  const limitKey = `${STAFF_SIGN_IN_KEY_PREFIX}${email}`;
  const attempt = await beginSignInAttempt(db, limitKey, clientAddress(c));
  if (!attempt.allowed) return { refusal: tooManySignIns(c, attempt.retryAfterSeconds) };

  const user = await findStaffByEmail(db, email);
  const matches = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstDummy(password);
  if (!user || !matches) return { refusal: unauthorized(c) };

  await clearSignInFailures(db, limitKey);
  return { userId: user.id };
}
