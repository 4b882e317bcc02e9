// Reading draft orders in the shape Medusa v1 answers them: the draft's columns with its cart
// (lines and totals, as a Store cart answers), the order made from it, and our payment link.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import type { Transaction } from "../../http/idempotency";
import { containsPattern } from "../../http/list-query";
import { isPossibleId } from "../carts/cart-input";
import { readCartIn } from "../carts/cart-loader";
import { carts } from "../carts/tables";
import { reloadOrder } from "../orders/order-state";
import { draftNotFound } from "./constants";
import type { DraftOrderRow } from "./draft-completion";
import { draftOrders } from "./tables";

/**
 * Where the customer pays a draft through the shop's normal checkout: the shop's pay page takes
 * the cart id, keeps it as the browser's cart and opens the checkout (docs/decisions.md).
 */
export function draftPaymentLink(storeUrl: string, cartId: string): string {
  return `${storeUrl}/pay/${encodeURIComponent(cartId)}`;
}

/** The draft as the Admin API answers it, read inside `tx`. */
export async function draftAnswer(deps: AppDeps, tx: Transaction, row: DraftOrderRow) {
  const { publicUrl, storeUrl } = deps.config;
  return {
    ...row,
    cart: row.cart_id === null ? null : await readCartIn(deps, tx, row.cart_id),
    order: row.order_id === null ? null : await reloadOrder(tx, row.order_id, publicUrl),
    payment_link:
      row.status === "open" && row.cart_id !== null
        ? draftPaymentLink(storeUrl, row.cart_id)
        : null,
  };
}

export async function findDraftRow(tx: Transaction, id: string): Promise<DraftOrderRow> {
  const [row] = isPossibleId(id)
    ? await tx.select().from(draftOrders).where(eq(draftOrders.id, id))
    : [];
  if (!row) throw draftNotFound(id);
  return row;
}

export async function findDraft(deps: AppDeps, tx: Transaction, id: string) {
  return draftAnswer(deps, tx, await findDraftRow(tx, id));
}

/** Newest first; `q` matches the cart's email anywhere or the display id exactly (Medusa). */
export async function listDrafts(
  deps: AppDeps,
  tx: Transaction,
  query: { q?: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (query.q) {
    conditions.push(
      or(
        ilike(carts.email, containsPattern(query.q)),
        sql`${draftOrders.display_id}::text = ${query.q}`,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await tx
    .select({ draft: draftOrders })
    .from(draftOrders)
    .leftJoin(carts, eq(carts.id, draftOrders.cart_id))
    .where(where)
    .orderBy(desc(draftOrders.created_at), desc(draftOrders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx
    .select({ total: count() })
    .from(draftOrders)
    .leftJoin(carts, eq(carts.id, draftOrders.cart_id))
    .where(where);
  const drafts = [];
  for (const { draft } of rows) drafts.push(await draftAnswer(deps, tx, draft));
  return { draft_orders: drafts, count: total };
}
