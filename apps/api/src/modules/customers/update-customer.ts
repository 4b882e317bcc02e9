// POST /store/customers/me (contract medusa-v1 §8): names, phone, email, password, metadata and
// the billing address of the signed-in customer.
import { PostCustomersCustomer, type ParsedBody } from "@atelier/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { addresses, customers } from "./tables";
import { generateId } from "../../http/ids";
import { reply, type RouteHandler } from "../../http/route";
import { hashPassword } from "../auth/password";
import { signedInCustomerId } from "../auth/customer-auth";
import { mergeMetadata } from "../carts/line-items";
import { moveProfile } from "../trade/profile-service";
import {
  findAddressById,
  findOwnAddress,
  findRegisteredCustomerByEmail,
  retrieveCustomer,
  type CustomerRecord,
} from "./customer-queries";
import { storeCustomer } from "./customer-response";
import { addressNotFound, emailTaken, isDuplicate } from "./errors";
import { addressChanges } from "./addresses";

type BillingAddressChange = ParsedBody<typeof PostCustomersCustomer>["billing_address"];

/**
 * The billing address id after the change. An id must name one of the customer's own addresses.
 * An object updates the customer's own billing address in place, or creates one; a billing
 * address that is also a saved shipping address is left as it is and a new one is made.
 */
async function billingAddressId(
  tx: Database,
  customer: CustomerRecord,
  change: NonNullable<BillingAddressChange>,
): Promise<string> {
  if (typeof change === "string") {
    if (!(await findOwnAddress(tx, customer.id, change))) throw addressNotFound(change);
    return change;
  }
  const current = customer.billing_address_id
    ? await findAddressById(tx, customer.billing_address_id)
    : undefined;
  if (current && current.customer_id === null) {
    await tx
      .update(addresses)
      .set({ ...addressChanges(change, current.metadata), updated_at: new Date() })
      .where(eq(addresses.id, current.id));
    return current.id;
  }
  const id = generateId("addr");
  await tx.insert(addresses).values({ id, ...addressChanges(change, null) });
  return id;
}

export const updateCustomer: RouteHandler<typeof PostCustomersCustomer> = async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const customerId = signedInCustomerId(c);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);

  await db
    .transaction(async (tx) => {
      const customer = await retrieveCustomer(tx, customerId);
      if (body.email !== undefined && body.email !== customer.email) {
        if (await findRegisteredCustomerByEmail(tx, body.email)) throw emailTaken();
        await moveProfile(tx, customer.email, body.email);
      }
      await tx
        .update(customers)
        .set({
          first_name: body.first_name,
          last_name: body.last_name,
          phone: body.phone,
          email: body.email,
          password_hash: passwordHash,
          metadata:
            body.metadata === undefined
              ? undefined
              : mergeMetadata(customer.metadata, body.metadata),
          billing_address_id:
            body.billing_address === undefined
              ? undefined
              : body.billing_address === null
                ? null
                : await billingAddressId(tx, customer, body.billing_address),
          updated_at: new Date(),
        })
        .where(eq(customers.id, customerId));
    })
    .catch((error: unknown) => {
      throw isDuplicate(error) ? emailTaken() : error;
    });

  return reply(c, PostCustomersCustomer, 200, { customer: await storeCustomer(db, customerId) });
};
