// Forgotten passwords (contract medusa-v1 §8; spec §2 "Forgot password"). A request mails a
// single-use link that works for 15 minutes; the token is stored only as its SHA-256. Unlike
// Medusa, a wrong, expired or used token is always the 401 JSON answer, never a 500.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { PostCustomersCustomerPasswordToken, PostCustomersResetPassword } from "@atelier/contracts";
import { customers, passwordResetTokens } from "./tables";
import { reply, type RouteHandler } from "../../http/route";
import { hashPassword } from "../auth/password";
import { endAllCustomerSessions } from "../auth/sessions";
import { clearSignInFailures } from "../auth/sign-in-limit";
import { hashToken, randomToken } from "../auth/tokens";
import { sendMail } from "../mail/send-mail";
import { PASSWORD_RESET_TOKEN_TTL_MS } from "./constants";
import { findRegisteredCustomerByEmail } from "./customer-queries";
import { storeCustomer } from "./customer-response";
import { invalidResetToken } from "./errors";
import { passwordResetMail } from "./password-reset-mail";

/** POST /store/customers/password-token: always 204, so it does not tell who has an account. */
export const requestPasswordReset: RouteHandler<typeof PostCustomersCustomerPasswordToken> = async (
  c,
  input,
) => {
  const { email } = await input.body();
  const deps = c.get("deps");
  const customer = await findRegisteredCustomerByEmail(deps.db, email);
  if (customer) {
    const token = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_MS);
    // Tokens past their time are never accepted again; clearing them keeps the table small.
    await deps.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, now));
    await deps.db.insert(passwordResetTokens).values({
      token_hash: hashToken(token),
      customer_id: customer.id,
      expires_at: expiresAt,
      created_at: now,
    });
    await sendMail(
      deps,
      passwordResetMail(
        deps.config,
        { email: customer.email, firstName: customer.first_name },
        token,
        expiresAt,
      ),
    );
  }
  return c.body(null, 204);
};

/**
 * POST /store/customers/password-reset: sets the new password when the token is the customer's,
 * unused and unexpired. Using it spends it and every other token of the customer, signs the
 * customer out of every browser and lifts a sign-in lockout.
 */
export const resetPassword: RouteHandler<typeof PostCustomersResetPassword> = async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const passwordHash = await hashPassword(body.password);
  const now = new Date();

  const customerId = await db.transaction(async (tx) => {
    const customer = await findRegisteredCustomerByEmail(tx, body.email);
    if (!customer) throw invalidResetToken();
    // Spending the token in the same statement that checks it lets only one request use it.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(passwordResetTokens.token_hash, hashToken(body.token)),
          eq(passwordResetTokens.customer_id, customer.id),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, now),
        ),
      )
      .returning({ customer_id: passwordResetTokens.customer_id });
    if (!spent) throw invalidResetToken();
    await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(
        and(eq(passwordResetTokens.customer_id, customer.id), isNull(passwordResetTokens.used_at)),
      );
    await tx
      .update(customers)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(customers.id, customer.id));
    await endAllCustomerSessions(tx, customer.id);
    // Whoever can read the customer's mail may sign in again at once, even after a lockout.
    await clearSignInFailures(tx, customer.email);
    return customer.id;
  });

  return reply(c, PostCustomersResetPassword, 200, {
    customer: await storeCustomer(db, customerId),
  });
};
