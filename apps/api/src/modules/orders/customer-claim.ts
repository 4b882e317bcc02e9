// Guest orders into an account (Medusa v1 `store/orders/request-order.ts` and
// `confirm-order-request.ts`). A signed-in customer names orders placed as a guest with their
// email; a single-use link valid 15 minutes goes to that email (stored as its SHA-256, like a
// password reset), and confirming it moves the orders onto the account. Unlike Medusa, an order
// that is not such a guest order is refused with a 400 naming it, and nothing is sent.
import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { invalidData } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { hashToken, randomToken } from "../auth/tokens";
import { customers } from "../customers/tables";
import { sendMail } from "../mail/send-mail";
import { CLAIM_MESSAGES, ORDER_CLAIM_TOKEN_TTL_MS } from "./constants";
import { orderClaimMail } from "./customer-claim-mail";
import { orderClaimTokens, orders } from "./tables";
import { isPossibleId } from "../carts/cart-input";
import type { Database } from "../../db/client";

interface Claimant {
  id: string;
  email: string;
  first_name: string | null;
}

async function findClaimant(db: Database, id: string): Promise<Claimant | undefined> {
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, first_name: customers.first_name })
    .from(customers)
    .where(
      and(eq(customers.id, id), eq(customers.has_account, true), isNull(customers.deleted_at)),
    );
  return customer;
}

/**
 * The named orders, each checked to be a guest order (its customer has no account) placed with
 * the claimant's email; the first that is not is a 400 naming it. `lock` locks the order rows.
 */
async function claimableOrders(
  db: Database,
  claimant: Claimant,
  orderIds: string[],
  { lock = false } = {},
): Promise<{ id: string; display_id: number }[]> {
  const ids = [...new Set(orderIds)];
  const query = db
    .select({
      id: orders.id,
      display_id: orders.display_id,
      email: orders.email,
      customer_id: orders.customer_id,
      has_account: customers.has_account,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(inArray(orders.id, ids.filter(isPossibleId)));
  const rows = lock ? await query.for("update", { of: orders }) : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw invalidData(CLAIM_MESSAGES.unknownOrder(id));
    if (row.customer_id === claimant.id) throw invalidData(CLAIM_MESSAGES.alreadyYours(id));
    if (row.has_account) throw invalidData(CLAIM_MESSAGES.otherAccount(id));
    if (row.email.toLowerCase() !== claimant.email.toLowerCase()) {
      throw invalidData(CLAIM_MESSAGES.otherEmail(id));
    }
    return { id: row.id, display_id: row.display_id };
  });
}

/** Checks the orders, stores the token and mails the link to the customer's email. */
export async function requestOrderClaim(
  deps: AppDeps,
  customerId: string,
  orderIds: string[],
): Promise<void> {
  const { db, config } = deps;
  const claimant = await findClaimant(db, customerId);
  // A session belongs to a registered customer; one deleted since is told the same as Medusa says.
  if (!claimant) throw invalidData("Customer does not have an account");
  const claimed = await claimableOrders(db, claimant, orderIds);
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ORDER_CLAIM_TOKEN_TTL_MS);
  // Tokens past their time are never accepted again; clearing them keeps the table small.
  await db.delete(orderClaimTokens).where(lt(orderClaimTokens.expires_at, now));
  await db.insert(orderClaimTokens).values({
    token_hash: hashToken(token),
    customer_id: claimant.id,
    order_ids: claimed.map((order) => order.id),
    expires_at: expiresAt,
    created_at: now,
  });
  await sendMail(
    deps,
    orderClaimMail(
      config,
      { email: claimant.email, firstName: claimant.first_name },
      claimed,
      token,
      expiresAt,
    ),
  );
}

/**
 * Spends the token and moves its orders onto its customer, in one transaction: spending it in
 * the statement that checks it lets one request use it, and the orders are checked again (locked)
 * so that an order claimed elsewhere meanwhile is refused and the token stays unspent.
 */
export async function confirmOrderClaim(
  tx: Transaction,
  token: string,
  signedInId: string | undefined,
): Promise<void> {
  const now = new Date();
  const [spent] = await tx
    .update(orderClaimTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(orderClaimTokens.token_hash, hashToken(token)),
        isNull(orderClaimTokens.used_at),
        gt(orderClaimTokens.expires_at, now),
      ),
    )
    .returning();
  if (!spent) throw invalidData(CLAIM_MESSAGES.invalidToken);
  if (signedInId !== undefined && signedInId !== spent.customer_id) {
    throw invalidData(CLAIM_MESSAGES.otherCustomer);
  }
  const claimant = await findClaimant(tx, spent.customer_id);
  if (!claimant) throw invalidData(CLAIM_MESSAGES.invalidToken);
  const claimed = await claimableOrders(tx, claimant, spent.order_ids, { lock: true });
  await tx
    .update(orders)
    .set({ customer_id: claimant.id, email: claimant.email, updated_at: now })
    .where(
      inArray(
        orders.id,
        claimed.map((order) => order.id),
      ),
    );
}
