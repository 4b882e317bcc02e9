// Loading a cart for an answer or for a change. Every cart route goes through here, so a cart is
// always read the same way: two queries plus the cached region.
import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { AppDeps, AppEnv } from "../../http/context";
import type { Transaction } from "../../http/idempotency";
import { findCustomer, type CustomerRecord } from "../customers/customer-queries";
import { isPossibleId } from "./cart-input";
import {
  findCart,
  findCartIn,
  findCartItems,
  findCartItemsIn,
  type CartItemRecord,
  type CartRecord,
} from "./cart-queries";
import { findCartRegion, type CartRegion } from "./cart-region";
import { storeCart, type StoreCart } from "./cart-response";
import { cartCompleted, cartNotFound, cartRegionGone } from "./errors";
import type { CartScope } from "./line-items";

async function regionOf(deps: AppDeps, db: Database, record: CartRecord): Promise<CartRegion> {
  const region = await findCartRegion(deps, db, record.cart.region_id);
  if (!region) throw cartRegionGone(record.cart.id);
  return region;
}

/** The `{cart}` answer of a read, outside any transaction. */
export async function readCart(deps: AppDeps, id: string): Promise<StoreCart> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const record = await findCart(deps.db, id);
  if (!record) throw cartNotFound(id);
  const region = await regionOf(deps, deps.db, record);
  return storeCart(record, region, await findCartItems(deps.db, id), deps.config.publicUrl);
}

/** The `{cart}` answer inside the transaction that just changed it. */
export async function readCartIn(deps: AppDeps, tx: Transaction, id: string): Promise<StoreCart> {
  const record = await findCartIn(tx, id);
  if (!record) throw cartNotFound(id);
  const region = await regionOf(deps, tx, record);
  return storeCart(record, region, await findCartItemsIn(tx, id), deps.config.publicUrl);
}

export interface LockedCart {
  record: CartRecord;
  region: CartRegion;
  items: CartItemRecord[];
}

/** Locks the cart row until the transaction ends, and refuses a completed cart. */
export async function lockOpenCart(
  deps: AppDeps,
  tx: Transaction,
  id: string,
): Promise<LockedCart> {
  if (!isPossibleId(id)) throw cartNotFound(id);
  const record = await findCartIn(tx, id, { forUpdate: true });
  if (!record) throw cartNotFound(id);
  if (record.cart.completed_at !== null) throw cartCompleted(id);
  const region = await regionOf(deps, tx, record);
  return { record, region, items: await findCartItemsIn(tx, id) };
}

/** The customer signed in on this request, if any (still existing). */
export async function signedInCustomer(
  c: Context<AppEnv>,
  tx: Transaction,
): Promise<CustomerRecord | undefined> {
  const customerId = c.get("customerId");
  return customerId === undefined ? undefined : findCustomer(tx, customerId);
}

export function cartScope({ record, region }: LockedCart): CartScope {
  return { id: record.cart.id, region, sales_channel_id: record.cart.sales_channel_id };
}

/** The answer after a change to the lines only: the locked cart row is still current. */
export function cartWithItems(
  deps: AppDeps,
  locked: LockedCart,
  items: CartItemRecord[],
): StoreCart {
  return storeCart(locked.record, locked.region, items, deps.config.publicUrl);
}
