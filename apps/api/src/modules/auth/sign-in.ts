// Checking a customer's email and password (POST /store/auth and /store/auth/token). A wrong
// email and a wrong password get the same answer in about the same time, and failures are
// rate-limited per account and per client address.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { findSignInAccount } from "../customers/customer-queries";
import { clientAddress } from "./client-address";
import { unauthorized } from "./customer-auth";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { beginSignInAttempt, clearSignInFailures, tooManySignIns } from "./sign-in-limit";

export type SignInOutcome = { customerId: string } | { refusal: Response };

/** The email (normalised) and password of a sign-in body, as the route's declaration reads it. */
export interface Credentials {
  email: string;
  password: string;
}

export async function checkCustomerCredentials(
  c: Context<AppEnv>,
  { email, password }: Credentials,
): Promise<SignInOutcome> {
  const { db } = c.get("deps");
  const attempt = await beginSignInAttempt(db, email, clientAddress(c));
  if (!attempt.allowed) return { refusal: tooManySignIns(c, attempt.retryAfterSeconds) };

  const account = await findSignInAccount(db, email);
  const matches = account?.password_hash
    ? await verifyPassword(password, account.password_hash)
    : await verifyAgainstDummy(password);
  if (!account || !matches) return { refusal: unauthorized(c) };

  await clearSignInFailures(db, email);
  return { customerId: account.id };
}
