// POST /store/carts/{id}/line-items (contract medusa-v1 §5, §6.3): adds a variant, merging into an
// equal line, and answers `{cart}`. Idempotent, so a retried add never adds twice.
//
// The hottest write of the shop, so it is first tried optimistically: the cart and the variant
// are read in one query without a lock, and the change is written in one statement that only
// applies if the cart has not changed since (two round trips instead of a transaction's six). A
// cart this process wrote last, with a variant it read recently, is not even read: the write
// itself checks the cart's versions and the stock (one round trip). On repeated conflicts it takes
// the cart's row lock like every other change. All ways execute the same plan (`planAdd`): the
// line as it will be stored, the answer, and the statement that stores the line.
import { PostCartsCartLineItems } from "@atelier/contracts";
import type { AppDeps } from "../../http/context";
import { executeSqlText, type SqlText } from "../../db/transaction";
import {
  idempotencyKey,
  runIdempotentOptimistic,
  type StoreResponseWhen,
} from "../../http/idempotency";
import { catalogueGeneration } from "../../http/response-cache";
import { answer, bind } from "../../http/route";
import { keepCartAnswer } from "./cart-answer-cache";
import { cartAnswerPieces, type StoreCart } from "./cart-response";
import type { AnswerPieces } from "../../http/answer-pieces";
import { findVariantForCartIn, type CartAnswerVersions, type CartItemRecord } from "./cart-queries";
import {
  cartScope,
  cartWithItems,
  knownOpenCart,
  lockOpenCartToAdd,
  pricingCustomerId,
  readCartAnswer,
  readOpenCartToAdd,
  type LockedCart,
} from "./cart-loader";
import { cartUnchanged, changeIfCartUnchanged, customerUnchanged } from "./change-if-unchanged";
import { forgetKnownCart, keepKnownCart, type CartAfterChange } from "./known-carts";
import { keepKnownVariant, knownOrReadVariant } from "./known-variants";
import { plannedAdd, unitsNeededAfterAdd, type NewLine, type SellableVariant } from "./line-items";
import { availableToCartText } from "../inventory/channel-stock";
import { MedusaError } from "../../http/errors";

export const addLineItem = bind(
  PostCartsCartLineItems,
  async (c, input) => {
    const line = await input.body();
    const deps = c.get("deps");
    const { id } = input.params;
    const shopperId = c.get("customerId");

    return runIdempotentOptimistic(
      c,
      // Without a lock: written only if the cart is as it was read (or known), else tried again.
      async (storeWhen) => {
        const known = await planKnownAdd(deps, id, line, shopperId, storeWhen);
        if (known) {
          const sent = await writeAdd(deps, id, known);
          if (sent) return sent;
          // The cart, its customer or the stock was not as known: read them.
          forgetKnownCart(deps, id);
        }
        return writeAdd(deps, id, await readAndPlanAdd(deps, id, line, shopperId, storeWhen));
      },
      // Under the cart's row lock, after repeated conflicts.
      async (tx) => {
        const read = await lockOpenCartToAdd(deps, tx, id, line.variant_id, shopperId);
        const add = planAdd(deps, read, line, shopperId);
        await executeSqlText(tx, add.write("true"));
        return answer(PostCartsCartLineItems, 200, { cart: add.cart });
      },
      () => readCartAnswer(deps, id, shopperId),
    );
  },
  [idempotencyKey],
);

/** An optimistic add as planned: what it writes, if the cart is still as it was read. */
interface PlannedOptimisticAdd {
  versions: CartAnswerVersions;
  /** The cart as it will be after the write. */
  cart: CartAfterChange;
  changes: SqlText[];
  /** What else must hold for the write (on the cart row), beyond its version. */
  also?: SqlText;
  response: { status: 200; pieces: AnswerPieces };
}

/** Writes a planned add; undefined when the cart (or what `also` checks) changed meanwhile. */
async function writeAdd(
  deps: AppDeps,
  id: string,
  add: PlannedOptimisticAdd,
): Promise<PlannedOptimisticAdd["response"] | undefined> {
  const changedTo = await changeIfCartUnchanged(
    deps.db,
    { id, version: add.versions.version },
    add.changes,
    add.also,
  );
  if (changedTo === undefined) return undefined;
  // The shopper's next page reads the cart: it is this answer, which shows the customer as it was
  // read, so it is kept under that customer's version.
  const versions = { ...add.versions, version: changedTo };
  keepCartAnswer(deps, id, versions, add.response.pieces);
  // And the cart's rows as the write left them, so its next add reads nothing.
  keepKnownCart(deps, id, versions, add.cart);
  return add.response;
}

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
): Promise<PlannedOptimisticAdd> {
  const generation = catalogueGeneration();
  const read = await readOpenCartToAdd(deps, id, line.variant_id, shopperId);
  keepKnownVariant(deps, pricingCustomerId(read.locked.record, shopperId), read.adding, generation);
  const add = planAdd(deps, read, line, shopperId);
  return plannedWrite(read.locked, read.versions, add, storeWhen);
}

/**
 * The add to a cart this process knows at its last versions (known-carts.ts), of a variant it read
 * recently (known-variants.ts; else the variant alone is read, once for the adds that wait on it):
 * planned without reading the cart, and written only if the cart and its customer are still at
 * those versions and the channel still has the units the cart will hold. Undefined when it cannot be planned from what is known (nothing known, another owner's
 * cart, or the add refused: the read makes the refusal, in its order).
 */
async function planKnownAdd(
  deps: AppDeps,
  id: string,
  line: NewLine,
  shopperId: string | undefined,
  storeWhen: StoreResponseWhen,
): Promise<PlannedOptimisticAdd | undefined> {
  const locked = await knownOpenCart(deps, id, shopperId);
  if (!locked) return undefined;
  const { record, items, versions } = locked;
  const pricingId = pricingCustomerId(record, shopperId);
  const adding = await knownOrReadVariant(deps, line.variant_id, pricingId, () =>
    findVariantForCartIn(deps.db, line.variant_id, pricingId),
  );
  if (!adding) return undefined;
  let add: AddToCart;
  try {
    add = planAdd(deps, { locked, adding }, line, shopperId, false);
  } catch (error) {
    if (error instanceof MedusaError) return undefined;
    throw error;
  }
  const unitsNeeded = unitsNeededAfterAdd(items, line, adding.variant);
  return plannedWrite(
    locked,
    versions,
    add,
    storeWhen,
    (param) =>
      customerUnchanged(versions)(param) +
      (unitsNeeded === undefined
        ? ""
        : ` and ${availableToCartText(`${param(adding.variant.id)}::text`, `${param(record.cart.sales_channel_id)}::text`)} >= ${param(String(unitsNeeded))}::integer`),
  );
}

/**
 * The write of a planned add and its answer, serialised now (see `readAndPlanAdd`); `also` is
 * passed in rather than added to a spread copy (docs/decisions.md, "Hidden classes on the add's
 * path").
 */
function plannedWrite(
  locked: LockedCart,
  versions: CartAnswerVersions,
  add: AddToCart,
  storeWhen: StoreResponseWhen,
  also?: SqlText,
): PlannedOptimisticAdd {
  const response = { status: 200, pieces: cartAnswerPieces(add.cart) } as const;
  const { record, checkout } = locked;
  return {
    versions,
    cart: { record, items: add.items, checkout },
    changes: [add.write(cartUnchanged), storeWhen(response, cartUnchanged)],
    also,
    response,
  };
}

/** What adding the line does, worked out before anything is written. */
interface AddToCart {
  /** The cart as answered after the write. */
  cart: StoreCart;
  /** The cart's lines after the write, as the database will hold them. */
  items: CartItemRecord[];
  /** Stores the new or merged line, when `guard` (SQL) holds. */
  write(guard: string): SqlText;
}

/**
 * Checks the add (sales channel, line size, stock unless the write checks it, a price in the
 * region) and plans it: a new line, or more of an equal one, with the cart's answer as it will be
 * after the write.
 */
function planAdd(
  deps: AppDeps,
  read: { locked: LockedCart; adding: SellableVariant },
  line: NewLine,
  shopperId: string | undefined,
  checkStock = true,
): AddToCart {
  const { locked, adding } = read;
  const add = plannedAdd(
    cartScope(locked, shopperId),
    locked.items,
    line,
    adding,
    new Date(),
    checkStock,
  );
  return {
    cart: cartWithItems(deps, locked, add.items),
    items: add.items,
    write: add.write,
  };
}
