// How a change to a cart runs (its lines, addresses, shipping method, payment sessions): like any
// idempotent change, but committed without waiting for the WAL flush, as an add to cart is. A
// cart's contents are neither money nor stock; completion waits for the flush, which takes every
// earlier change of the cart with it (docs/decisions.md, issue 16). Under a key the server made
// up, the answer (a whole cart, 2 kB a line) is not stored: a replay answers the cart as it is
// now (`answerNow`), as an add's does (`runIdempotentOptimistic`).
//
// A change that keeps the cart as it leaves it (`KeepCart`) lets the process know the cart at its
// new version (known-carts.ts). A change that can also be planned on the cart as known
// (`KnownCartChange`) is then first written in one statement, with no transaction and no lock,
// guarded by the cart's versions, as an add is: one round trip instead of three (the lock with
// the cart's contents, the change, the key with the commit). When the cart changed meanwhile, or is
// not known, the change takes the lock as before.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { MedusaError } from "../../http/errors";
import {
  runIdempotent,
  runIdempotentOptimistic,
  type CurrentAnswer,
  type IdempotentResponse,
  type SentResponse,
  type StoreResponseWhen,
  type Transaction,
} from "../../http/idempotency";
import { encodedText } from "../../http/response-cache";
import type { SqlText } from "../../db/transaction";
import { keepCartAnswer } from "./cart-answer-cache";
import { knownOpenCart, readCartAnswer, type LockedCart } from "./cart-loader";
import { cartAnswerPieces, type StoreCart } from "./cart-response";
import {
  cartUnchanged,
  changeIfCartUnchanged,
  customerUnchanged,
  setColumns,
} from "./change-if-unchanged";
import type { CartRow } from "./cart-queries";
import { carts } from "./tables";
import {
  forgetKnownCart,
  keepKnownCart,
  type CartAfterChange,
  type KnownCart,
} from "./known-carts";

/** Called by a locked change with the cart it locked and its rows as the change leaves them. */
export type KeepCart = (locked: LockedCart, after: CartAfterChange) => void;

/** A change planned on the cart as this process knows it, without reading or locking it. */
export interface KnownCartChange {
  /** The change's statements, each guarded by `cartUnchanged`. */
  writes: SqlText[];
  /** The cart row's own columns to change, if any. */
  columns?: Partial<CartRow>;
  after: CartAfterChange;
  /** The cart as answered after the change. */
  cart: StoreCart;
  /** The whole answer, when it is more than `{cart}`. */
  body?: Record<string, unknown>;
}

/**
 * Plans a change on the cart as known; undefined, or a refusal (a MedusaError), when the locked way
 * must decide (it then makes the refusal, in its order).
 */
export type PlanKnownChange = (
  known: LockedCart,
) => KnownCartChange | undefined | Promise<KnownCartChange | undefined>;

/**
 * Runs a cart change; `answerNow` is the route's answer as things are now, or null when it cannot
 * be made again (a new cart's id is only in its answer), and the answer is then stored. With
 * `known`, the change is first tried on the cart as this process knows it (see the top).
 */
export async function runCartChange(
  c: Context<AppEnv>,
  answerNow: CurrentAnswer | null,
  work: (tx: Transaction, keep: KeepCart) => Promise<IdempotentResponse>,
  known?: { id: string; plan: PlanKnownChange },
): Promise<Response> {
  let kept: { id: string; versions: KnownCart["versions"]; after: CartAfterChange } | undefined;
  const locked = (tx: Transaction) => {
    kept = undefined;
    return work(tx, (cart, after) => {
      if (cart.versions) kept = { id: cart.record.cart.id, versions: cart.versions, after };
    });
  };
  const response =
    known && answerNow
      ? await runIdempotentOptimistic(
          c,
          (storeWhen) => changeKnownCart(c, known.id, known.plan, storeWhen),
          locked,
          answerNow,
        )
      : await runIdempotent(c, locked, {
          commitWithoutWaiting: true,
          current: answerNow ?? undefined,
        });
  // The locked change committed (a refusal threw): its cart is known at its new versions. A change
  // whose commit failed after its work (a client's key taken by a twin, which is then replayed)
  // leaves versions no row has: the next use of the known cart finds them changed, as it would
  // after a change made by another process, and reads the cart.
  if (kept && response.ok) keepKnownCart(c.get("deps"), kept.id, kept.versions, kept.after);
  return response;
}

/** The change on the cart as known, written if the cart is still at the known versions. */
async function changeKnownCart(
  c: Context<AppEnv>,
  id: string,
  plan: PlanKnownChange,
  storeWhen: StoreResponseWhen,
): Promise<SentResponse | undefined> {
  const deps = c.get("deps");
  const locked = await knownOpenCart(deps, id, c.get("customerId"));
  if (!locked) return undefined;
  let change: KnownCartChange | undefined;
  try {
    change = await plan(locked);
  } catch (error) {
    if (error instanceof MedusaError) return undefined;
    throw error;
  }
  if (!change) return undefined;
  const pieces =
    change.body === undefined
      ? cartAnswerPieces(change.cart)
      : [encodedText(JSON.stringify(change.body))];
  const response = { status: 200, pieces } as const;
  const changedTo = await changeIfCartUnchanged(
    deps.db,
    { id, version: locked.versions.version },
    [...change.writes, storeWhen(response, cartUnchanged)],
    customerUnchanged(locked.versions),
    change.columns && setColumns(carts, change.columns),
  );
  if (changedTo === undefined) {
    // The cart changed since this process knew it: the lock reads it.
    forgetKnownCart(deps, id);
    return undefined;
  }
  const versions = { ...locked.versions, version: changedTo };
  keepKnownCart(deps, id, versions, change.after);
  if (change.body === undefined) keepCartAnswer(deps, id, versions, pieces);
  return response;
}

/** The `{cart}` answer of the cart `id` as it is now, for `runCartChange`. */
export function cartAnswerNow(c: Context<AppEnv>, id: string): CurrentAnswer {
  return () => readCartAnswer(c.get("deps"), id, c.get("customerId"));
}
