// Whose cart a request may use. A cart id is a secret the browser keeps, as in Medusa, but once a
// cart belongs to a customer with an account it is theirs alone: any other shopper, signed in or
// not, is told the cart does not exist, so an id that leaked tells nothing about it (issue 3).
// Guest carts, and carts that a guest checkout gave a guest customer, stay open to their id.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../customers/tables";

export interface CartOwnership {
  customer_id: string | null;
}

/** True when the shopper on this request (`shopperId`, undefined for a guest) may use the cart. */
export async function mayUseCart(
  db: Database,
  cart: CartOwnership,
  shopperId: string | undefined,
): Promise<boolean> {
  if (cart.customer_id === null || cart.customer_id === shopperId) return true;
  const [owner] = await db
    .select({ has_account: customers.has_account })
    .from(customers)
    .where(eq(customers.id, cart.customer_id));
  return !owner?.has_account;
}
