// POST /store/carts/{id}/line-items (contract medusa-v1 §5, §6.3): adds a variant, merging into an
// equal line, and answers `{cart}`. Idempotent, so a retried add never adds twice.
//
// The hottest write of the shop, so it is first tried optimistically: the cart and the variant
// are read in one query without a lock, and the change is written in one statement that only
// applies if the cart has not changed since (two round trips instead of a transaction's six). On
// repeated conflicts it takes the cart's row lock like every other change. Both ways read the
// same things and execute the same plan (`planAdd`): the line as it will be stored, the answer,
// and the statement that stores the line.
import { PostCartsCartLineItems } from "@atelier/contracts";
import type { AppDeps } from "../../http/context";
import {
  executeSqlText,
  idempotencyKey,
  runIdempotentOptimistic,
  type SqlText,
  type StoreResponseWhen,
} from "../../http/idempotency";
import { encodedText } from "../../http/response-cache";
import { answer, bind, type Answer } from "../../http/route";
import { keepCartAnswer } from "./cart-answer-cache";
import type { CartAnswerVersions, CartItemRecord } from "./cart-queries";
import {
  cartScope,
  cartWithItems,
  lockOpenCartToAdd,
  readCartAnswer,
  readOpenCartToAdd,
  type LockedCart,
} from "./cart-loader";
import { cartUnchanged, changeIfCartUnchanged } from "./change-if-unchanged";
import { keepKnownCart, type KnownCart } from "./known-carts";
import { plannedAdd, type NewLine, type SellableVariant } from "./line-items";

export const addLineItem = bind(
  PostCartsCartLineItems,
  async (c, input) => {
    const line = await input.body();
    const deps = c.get("deps");
    const { id } = input.params;
    const shopperId = c.get("customerId");

    return runIdempotentOptimistic(
      c,
      // Without a lock: written only if the cart is as it was read, else tried again.
      async (storeWhen) => {
        const add = await readAndPlanAdd(deps, id, line, shopperId, storeWhen);
        const changedTo = await changeIfCartUnchanged(
          deps.db,
          { id, version: add.versions.version },
          add.changes,
        );
        if (changedTo === undefined) return undefined;
        // The shopper's next page reads the cart: it is this answer, which shows the customer as
        // it was read, so it is kept under that customer's version.
        const versions = { ...add.versions, version: changedTo };
        keepCartAnswer(deps, id, versions, add.response.encoded);
        // And the cart's rows as the write left them, so its next add reads only the versions.
        keepKnownCart(deps, id, { ...add.cart, versions });
        return add.response;
      },
      // Under the cart's row lock, after repeated conflicts.
      async (tx) => {
        const read = await lockOpenCartToAdd(deps, tx, id, line.variant_id, shopperId);
        const add = planAdd(deps, read, line, shopperId);
        await executeSqlText(tx, add.write("true"));
        return answer(PostCartsCartLineItems, 200, add.answer);
      },
      () => readCartAnswer(deps, id, shopperId),
    );
  },
  [idempotencyKey],
);

/**
 * The optimistic add up to its write: the cart read, the add planned, the answer serialised and
 * the guarded statements made. Only what the write and the answer need outlives this call: the
 * cart as read and its answer as objects are large, and kept across the write's round trip they
 * were promoted out of the young generation and collected from the old one, a third of an add's
 * CPU time on large carts.
 */
async function readAndPlanAdd(
  deps: AppDeps,
  id: string,
  line: NewLine,
  shopperId: string | undefined,
  storeWhen: StoreResponseWhen,
): Promise<{
  versions: CartAnswerVersions;
  /** The cart as it will be after the write. */
  cart: Omit<KnownCart, "versions">;
  changes: SqlText[];
  response: { status: 200; encoded: Uint8Array<ArrayBuffer> };
}> {
  const read = await readOpenCartToAdd(deps, id, line.variant_id, shopperId);
  const add = planAdd(deps, read, line, shopperId);
  const json = JSON.stringify(add.answer);
  const { record, checkout } = read.locked;
  return {
    versions: read.versions,
    cart: { record, items: add.items, checkout },
    // The text goes into the stored row, if the row keeps its answer; the client gets it encoded.
    changes: [add.write(cartUnchanged), storeWhen({ status: 200, json }, cartUnchanged)],
    response: { status: 200, encoded: encodedText(json) },
  };
}

/** What adding the line does, worked out before anything is written. */
interface AddToCart {
  answer: Answer<typeof PostCartsCartLineItems>;
  /** The cart's lines after the write, as the database will hold them. */
  items: CartItemRecord[];
  /** Stores the new or merged line, when `guard` (SQL) holds. */
  write(guard: string): SqlText;
}

/**
 * Checks the add (sales channel, line size, stock, a price in the region) and plans it: a new
 * line, or more of an equal one, with the cart's answer as it will be after the write.
 */
function planAdd(
  deps: AppDeps,
  read: { locked: LockedCart; adding: SellableVariant },
  line: NewLine,
  shopperId: string | undefined,
): AddToCart {
  const { locked, adding } = read;
  const add = plannedAdd(cartScope(locked, shopperId), locked.items, line, adding, new Date());
  return {
    answer: { cart: cartWithItems(deps, locked, add.items) },
    items: add.items,
    write: add.write,
  };
}
