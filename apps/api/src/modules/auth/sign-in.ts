// Checking a customer's email and password (POST /store/auth and /store/auth/token). A wrong
// email and a wrong password get the same answer in about the same time, and failures are
// rate-limited per account and per client address.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { parseBody } from "../../http/validation";
import { findSignInAccount } from "../customers/customer-queries";
import { emailField, givenPasswordField } from "../customers/fields";
import { clientAddress } from "./client-address";
import { unauthorized } from "./customer-auth";
import { verifyAgainstDummy, verifyPassword } from "./password";
import { beginSignInAttempt, clearSignInFailures, tooManySignIns } from "./sign-in-limit";

const signInBody = z.strictObject({ email: emailField, password: givenPasswordField });

export type SignInOutcome = { customerId: string } | { refusal: Response };

export async function checkCustomerCredentials(c: Context<AppEnv>): Promise<SignInOutcome> {
  const { db } = c.get("deps");
  const { email, password } = await parseBody(c, signInBody);
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
