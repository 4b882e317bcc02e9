// How a change to a cart runs (its lines, addresses, shipping method, payment sessions): like any
// idempotent change, but committed without waiting for the WAL flush, as an add to cart is. A
// cart's contents are neither money nor stock; completion waits for the flush, which takes every
// earlier change of the cart with it (docs/decisions.md, issue 16).
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { runIdempotent, type IdempotentResponse, type Transaction } from "../../http/idempotency";

export function runCartChange(
  c: Context<AppEnv>,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
): Promise<Response> {
  return runIdempotent(c, work, { commitWithoutWaiting: true });
}
