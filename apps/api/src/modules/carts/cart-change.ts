// How a change to a cart runs (its lines, addresses, shipping method, payment sessions): like any
// idempotent change, but committed without waiting for the WAL flush, as an add to cart is. A
// cart's contents are neither money nor stock; completion waits for the flush, which takes every
// earlier change of the cart with it (docs/decisions.md, issue 16). Under a key the server made
// up, the answer (a whole cart, 2 kB a line) is not stored: a replay answers the cart as it is
// now (`answerNow`), as an add's does (`runIdempotentOptimistic`).
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import {
  runIdempotent,
  type CurrentAnswer,
  type IdempotentResponse,
  type Transaction,
} from "../../http/idempotency";
import { readCartAnswer } from "./cart-loader";

/**
 * Runs a cart change; `answerNow` is the route's answer as things are now, or null when it cannot
 * be made again (a new cart's id is only in its answer), and the answer is then stored.
 */
export function runCartChange(
  c: Context<AppEnv>,
  answerNow: CurrentAnswer | null,
  work: (tx: Transaction) => Promise<IdempotentResponse>,
): Promise<Response> {
  return runIdempotent(c, work, { commitWithoutWaiting: true, current: answerNow ?? undefined });
}

/** The `{cart}` answer of the cart `id` as it is now, for `runCartChange`. */
export function cartAnswerNow(c: Context<AppEnv>, id: string): CurrentAnswer {
  return () => readCartAnswer(c.get("deps"), id, c.get("customerId"));
}
