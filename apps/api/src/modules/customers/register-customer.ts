// POST /store/customers (contract medusa-v1 §8): creates a registered customer, signs them in on
// this browser, and records their profile row.
import { PostCustomers } from "@atelier/contracts";
import { customers } from "./tables";
import { generateId } from "../../http/ids";
import { reply, type RouteHandler } from "../../http/route";
import { hashPassword } from "../auth/password";
import { startCustomerSession } from "../auth/sessions";
import { recordProfileAtSignUp } from "../trade/profile-service";
import { findRegisteredCustomerByEmail } from "./customer-queries";
import { storeCustomer } from "./customer-response";
import { duplicateAccount, isDuplicate } from "./errors";

export const registerCustomer: RouteHandler<typeof PostCustomers> = async (c, input) => {
  const body = await input.body();
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
  return reply(c, PostCustomers, 200, { customer: await storeCustomer(db, customerId) });
};
