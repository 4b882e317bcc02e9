// POST /store/customers (contract medusa-v1 §8): creates a registered customer, signs them in on
// this browser, and records their profile row.
import type { Context } from "hono";
import { z } from "zod";
import { customers } from "./tables";
import type { AppEnv } from "../../http/context";
import { generateId } from "../../http/ids";
import { parseBody } from "../../http/validation";
import { hashPassword } from "../auth/password";
import { startCustomerSession } from "../auth/sessions";
import { recordProfileAtSignUp } from "../trade/profile-service";
import { findRegisteredCustomerByEmail } from "./customer-queries";
import { storeCustomer } from "./customer-response";
import { duplicateAccount, isDuplicate } from "./errors";
import { emailField, newPasswordField, textField } from "./fields";

const registerBody = z.strictObject({
  email: emailField,
  password: newPasswordField,
  first_name: textField.optional(),
  last_name: textField.optional(),
  phone: textField.optional(),
});

export async function registerCustomer(c: Context<AppEnv>): Promise<Response> {
  const body = await parseBody(c, registerBody);
  const { db } = c.get("deps");
  const passwordHash = await hashPassword(body.password);
  const fullName = [body.first_name, body.last_name].filter(Boolean).join(" ");

  const customerId = await db
    .transaction(async (tx) => {
      // Guest customers (has_account = false) may share the email; a registered one may not.
      if (await findRegisteredCustomerByEmail(tx, body.email)) throw duplicateAccount();
      const id = generateId("cus");
      await tx.insert(customers).values({
        id,
        email: body.email,
        first_name: body.first_name ?? null,
        last_name: body.last_name ?? null,
        phone: body.phone ?? null,
        password_hash: passwordHash,
        has_account: true,
      });
      await recordProfileAtSignUp(tx, body.email, {
        name: fullName || undefined,
        phone: body.phone,
      });
      return id;
    })
    .catch((error: unknown) => {
      throw isDuplicate(error) ? duplicateAccount() : error;
    });

  await startCustomerSession(c, customerId);
  return c.json({ customer: await storeCustomer(db, customerId) });
}
