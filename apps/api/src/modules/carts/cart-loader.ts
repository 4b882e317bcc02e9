// Loading a cart for an answer or for a change. Every cart route goes through here, so a cart is
// always read the same way: the cart with its lines and checkout relations in one query, plus the
// cached region. A change locks the cart row first and reads the rest in a second query.
import { loadShippingProfiles, type ShippingProfiles } from "../shipping/shipping-profile";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { AppDeps, AppEnv } from "../../http/context";
import { MedusaError } from "../../http/errors";
import type { Transaction } from "../../http/idempotency";
import { findCustomer, type CustomerRecord } from "../customers/customer-queries";
import { mayUseCart } from "./cart-access";
import { cachedCartAnswer, keepCartAnswer } from "./cart-answer-cache";
import type { CartCheckout } from "./cart-checkout";
import { isPossibleId } from "./cart-input";
import {
  findCartIn,
  findCartToAdd,
  findCartVersion,
  findCartWithItems,
  findCartWithItemsIn,
  findVariantForCartWithContentsIn,
  lockCartWithContentsIn,
  type CartAnswerVersions,
  type CartItemRecord,
  type CartRecord,
  type CartToAddRecord,
  type CartWithItemsRecord,
} from "./cart-queries";
import { keepKnownCart, knownCart, versionKey, type KnownCart } from "./known-carts";
import { findCartRegion, type CartRegion } from "./cart-region";
import { cartAnswerPieces, storeCart, type StoreCart } from "./cart-response";
import type { AnswerPieces } from "../../http/answer-pieces";
import { cartCompleted, cartNotFound, cartRegionGone, variantNotFound } from "./errors";
import { findSellableVariant, type CartScope, type SellableVariant } from "./line-items";

async function regionOf(deps: AppDeps, db: Database, record: CartRecord): Promise<CartRegion> {
  const region = await findCartRegion(deps, db, record.cart.region_id);
  if (!region) throw cartRegionGone(record.cart.id);
  return region;
}

/**
 * The `{cart}` answer of a read, outside any transaction. `shopperId` is the signed-in customer of
 * the request (see cart-access.ts).
 */
export async function readCart(
  deps: AppDeps,
  id: string,
  shopperId: string | undefined,
): Promise<StoreCart> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const record = await findCartWithItems(deps.db, id);
  if (!record || !(await mayUseCart(deps.db, record.cart, shopperId))) throw cartNotFound(id);
  return cartAnswerIn(deps, deps.db, record);
}

/**
 * `readCart` from the rows this process knows (known-carts.ts) when the cart is still at their
 * versions: one primary-key lookup instead of reading the cart's lines and checkout relations. A
 * cart changed since is read in full, one lookup later.
 */
export async function readCurrentCart(
  deps: AppDeps,
  id: string,
  shopperId: string | undefined,
): Promise<StoreCart> {
  const known = isPossibleId(id) ? knownCart(deps, id) : undefined;
  if (!known) return readCart(deps, id, shopperId);
  const row = await findCartVersion(deps.db, id);
  if (!row || !(await mayUseCart(deps.db, row, shopperId))) throw cartNotFound(id);
  if (versionKey(row) !== versionKey(known.versions)) return readCart(deps, id, shopperId);
  const { record, items, checkout } = known;
  return storeCart(
    record,
    await regionOf(deps, deps.db, record),
    items,
    deps.config.publicUrl,
    await loadShippingProfiles(deps.db),
    checkout,
  );
}

/**
 * The `{cart}` answer of a read as encoded JSON, in pieces: from the answer cache when the cart has
 * not changed since it was kept (one primary-key lookup), else read in full and kept.
 */
export async function readCartAnswer(
  deps: AppDeps,
  id: string,
  shopperId: string | undefined,
): Promise<AnswerPieces> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const row = await findCartVersion(deps.db, id);
  if (!row || !(await mayUseCart(deps.db, row, shopperId))) throw cartNotFound(id);
  const cached = cachedCartAnswer(deps, id, row);
  if (cached !== undefined) return cached;
  const record = await findCartWithItems(deps.db, id);
  if (!record) throw cartNotFound(id);
  const { version, customer_version, items, checkout, ...cartRecord } = record;
  // The shopper's next step is often an add: it then reads only the versions (known-carts.ts).
  keepKnownCart(deps, id, { version, customer_version }, { record: cartRecord, items, checkout });
  const body = cartAnswerPieces(await cartAnswerIn(deps, deps.db, record));
  keepCartAnswer(deps, id, record, body);
  return body;
}

/** The `{cart}` answer inside the transaction that just changed it. */
export async function readCartIn(deps: AppDeps, tx: Transaction, id: string): Promise<StoreCart> {
  const record = await findCartWithItemsIn(tx, id);
  if (!record) throw cartNotFound(id);
  return cartAnswerIn(deps, tx, record);
}

/**
 * The `{cart}` answer of a cart read with its lines and relations, through `tx`: a transaction, or
 * the app's database outside one.
 */
export async function cartAnswerIn(
  deps: AppDeps,
  tx: Transaction | Database,
  record: CartWithItemsRecord,
): Promise<StoreCart> {
  const region = await regionOf(deps, tx, record);
  return storeCart(
    record,
    region,
    record.items,
    deps.config.publicUrl,
    await loadShippingProfiles(deps.db, tx),
    record.checkout,
  );
}

export interface LockedCart {
  record: CartRecord;
  region: CartRegion;
  items: CartItemRecord[];
  checkout: CartCheckout;
  /** The shipping profiles its lines' products are answered in (a cached lookup). */
  profiles: ShippingProfiles;
  /**
   * The versions the cart is at once the locking transaction commits (`lockCartWithContentsIn`),
   * or, for a cart known without a lock (`knownOpenCart`), those it was known at.
   */
  versions?: CartAnswerVersions;
}

/** Locks the cart row until the transaction ends, and refuses a completed cart. */
async function lockOpenCartRow(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  shopperId: string | undefined,
): Promise<Pick<LockedCart, "record" | "region">> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const record = await findCartIn(tx, id, { forUpdate: true });
  if (!record || !(await mayUseCart(tx, record.cart, shopperId))) throw cartNotFound(id);
  if (record.cart.completed_at !== null) throw cartCompleted(id);
  return { record, region: await regionOf(deps, tx, record) };
}

/**
 * Locks the cart row until the transaction ends, and refuses a completed cart. The lock and the
 * cart's contents come in one statement (`lockCartWithContentsIn`).
 */
export async function lockOpenCart(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  shopperId: string | undefined,
): Promise<LockedCart> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const found = await lockCartWithContentsIn(tx, id);
  if (!found || !(await mayUseCart(tx, found.cart, shopperId))) throw cartNotFound(id);
  if (found.cart.completed_at !== null) throw cartCompleted(id);
  const { items, checkout, versions, ...record } = found;
  const region = await regionOf(deps, tx, record);
  return {
    record,
    region,
    items,
    checkout,
    profiles: await loadShippingProfiles(deps.db, tx),
    versions,
  };
}

/**
 * The open cart `id` as this process knows it (known-carts.ts), as a change would lock it, without
 * reading it: undefined when it is not known, or when only a read can say what a change may do
 * (a completed cart, or another customer's, whose account decides). The versions are checked by
 * the change's own statement (`changeIfCartUnchanged`).
 */
export async function knownOpenCart(
  deps: AppDeps,
  id: string,
  shopperId: string | undefined,
): Promise<(LockedCart & { versions: CartAnswerVersions }) | undefined> {
  const known = isPossibleId(id) ? knownCart(deps, id) : undefined;
  if (!known) return undefined;
  const { record, items, checkout, versions } = known;
  const { cart } = record;
  if (cart.completed_at !== null || (cart.customer_id !== null && cart.customer_id !== shopperId)) {
    return undefined;
  }
  const region = await findCartRegion(deps, deps.db, cart.region_id);
  if (!region) return undefined;
  return {
    record,
    region,
    items,
    checkout,
    profiles: await loadShippingProfiles(deps.db),
    versions,
  };
}

/**
 * `lockOpenCart` for adding a variant: the variant, its prices and the cart's contents come in one
 * query. An unknown variant is still reported before anything about the cart.
 */
export async function lockOpenCartToAdd(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  variantId: string,
  shopperId: string | undefined,
): Promise<{ locked: LockedCart; adding: SellableVariant }> {
  const { record, region } = await lockOpenCartRow(deps, tx, id, shopperId).catch(
    async (error: unknown) => {
      if (error instanceof MedusaError) await findSellableVariant(tx, variantId, null);
      throw error;
    },
  );
  const found = await findVariantForCartWithContentsIn(
    tx,
    variantId,
    id,
    pricingCustomerId(record, shopperId),
  );
  if (!found) throw variantNotFound(variantId);
  const { items, checkout, ...adding } = found;
  const profiles = await loadShippingProfiles(deps.db, tx);
  return { locked: { record, region, items, checkout, profiles }, adding };
}

/** A cart read, without a lock, to add a variant to it: see `changeIfCartUnchanged`. */
export interface CartReadToAdd {
  locked: LockedCart;
  adding: SellableVariant;
  /** The versions of the cart's row and its customer's row when they were read. */
  versions: CartAnswerVersions;
}

/**
 * `lockOpenCartToAdd` without a transaction or a lock, for an optimistic change; it answers the
 * same errors in the same order (an unknown variant before anything about the cart).
 */
export async function readOpenCartToAdd(
  deps: AppDeps,
  id: string,
  variantId: string,
  shopperId: string | undefined,
): Promise<CartReadToAdd> {
  const known = isPossibleId(id) ? knownCart(deps, id) : undefined;
  const found = isPossibleId(id)
    ? await findCartToAdd(deps.db, id, variantId, shopperId, known && versionKey(known.versions))
    : undefined;
  const reportVariantFirst = async (error: MedusaError): Promise<never> => {
    if (!found) await findSellableVariant(deps.db, variantId, null);
    else if (!found.adding) throw variantNotFound(variantId);
    throw error;
  };
  if (!found) return reportVariantFirst(cartNotFound(id));
  const { version, customer_version, adding } = found;
  // At the versions this process knows it at, the cart's rows were not read again.
  const { record, items, checkout } = found.known && known ? known : cartReadIn(found);
  if (!(await mayUseCart(deps.db, record.cart, shopperId))) {
    return reportVariantFirst(cartNotFound(id));
  }
  if (record.cart.completed_at !== null) return reportVariantFirst(cartCompleted(id));
  const region = await findCartRegion(deps, deps.db, record.cart.region_id);
  if (!region) return reportVariantFirst(cartRegionGone(id));
  if (!adding) throw variantNotFound(variantId);
  const profiles = await loadShippingProfiles(deps.db);
  return {
    locked: { record, region, items, checkout, profiles },
    adding,
    versions: { version, customer_version },
  };
}

/** The cart's rows as `findCartToAdd` read them (it read them: the versions were not known). */
function cartReadIn(found: CartToAddRecord): Omit<KnownCart, "versions"> {
  if (found.known) throw new Error("the cart's rows were not read");
  const { cart, shipping_address, billing_address, sales_channel, customer, items, checkout } =
    found;
  return {
    record: { cart, shipping_address, billing_address, sales_channel, customer },
    items,
    checkout,
  };
}

/** The customer signed in on this request, if any (still existing). */
export async function signedInCustomer(
  c: Context<AppEnv>,
  tx: Transaction,
): Promise<CustomerRecord | undefined> {
  const customerId = c.get("customerId");
  return customerId === undefined ? undefined : findCustomer(tx, customerId);
}

/**
 * Whose prices a cart's lines get (customer-group price lists): the cart's customer, else the
 * shopper signed in on the request, else nobody's (a guest's).
 */
export function pricingCustomerId(
  record: CartRecord,
  shopperId: string | undefined,
): string | null {
  return record.cart.customer_id ?? shopperId ?? null;
}

export function cartScope(
  { record, region }: LockedCart,
  shopperId: string | undefined,
): CartScope {
  return {
    id: record.cart.id,
    region,
    sales_channel_id: record.cart.sales_channel_id,
    pricing_customer_id: pricingCustomerId(record, shopperId),
  };
}

/** The answer after a change to the lines only: the locked cart row is still current. */
export function cartWithItems(
  deps: AppDeps,
  locked: LockedCart,
  items: CartItemRecord[],
): StoreCart {
  return storeCart(
    locked.record,
    locked.region,
    items,
    deps.config.publicUrl,
    locked.profiles,
    locked.checkout,
  );
}
