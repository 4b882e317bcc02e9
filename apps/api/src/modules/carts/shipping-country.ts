// The cart's shipping country (contract medusa-v1 §6.1): `country_code` sets it, and it must be one
// of the region's countries. A region with a single country sets it by itself.
import { eq, sql } from "drizzle-orm";
import { addresses } from "../customers/tables";
import type { Transaction } from "../../http/idempotency";
import { generateId } from "../../http/ids";
import type { AppDeps } from "../../http/context";
import type { AddressRow, CartItemRecord, CartRecord } from "./cart-queries";
import { assignableRegion, type CartRegion } from "./cart-region";
import { repriceLines } from "./line-items";
import { countryNotInRegion } from "./errors";

function isInRegion(region: CartRegion, countryCode: string): boolean {
  return region.countries.some((country) => country.iso_2 === countryCode);
}

/**
 * The country a cart ships to after a change: the one asked for (checked against the region),
 * else the region's only country, else the current one if the region still has it, else none.
 */
export function shippingCountryFor(
  region: CartRegion,
  requested: string | undefined,
  current: string | null,
): string | null {
  if (requested !== undefined) {
    if (!isInRegion(region, requested)) throw countryNotInRegion(requested, region.name);
    return requested;
  }
  if (region.countries.length === 1) return region.countries[0].iso_2;
  return current !== null && isInRegion(region, current) ? current : null;
}

/** Writes the country on the cart's shipping address, creating the address when there is none. */
export async function saveShippingCountry(
  tx: Transaction,
  address: AddressRow | null,
  countryCode: string | null,
): Promise<string | null> {
  if (address) {
    if (address.country_code !== countryCode) {
      await tx
        .update(addresses)
        .set({ country_code: countryCode, updated_at: sql`now()` })
        .where(eq(addresses.id, address.id));
    }
    return address.id;
  }
  if (countryCode === null) return null;
  const id = generateId("addr");
  await tx.insert(addresses).values({ id, country_code: countryCode });
  return id;
}

/**
 * A cart's move to `newRegionId` (undefined: it stays) or to the shipping country `countryCode`, in
 * `tx`: a new region prices `reprice.lines` again for `reprice.customerId`, and either change sets
 * the shipping address's country (`shippingCountryFor`). Answers the region the cart is then in
 * and the cart columns to change.
 */
export async function moveRegionAndCountry(
  deps: AppDeps,
  tx: Transaction,
  cart: { record: CartRecord; region: CartRegion },
  newRegionId: string | undefined,
  countryCode: string | undefined,
  reprice: { lines: CartItemRecord[]; customerId: string | null },
): Promise<{
  region: CartRegion;
  changes: { region_id?: string; shipping_address_id?: string | null };
}> {
  const region = newRegionId ? await assignableRegion(deps, tx, newRegionId) : cart.region;
  const changes: { region_id?: string; shipping_address_id?: string | null } = {};
  if (newRegionId) {
    await repriceLines(tx, region, reprice.lines, reprice.customerId);
    changes.region_id = region.id;
  }
  if (newRegionId || countryCode !== undefined) {
    const address = cart.record.shipping_address;
    const country = shippingCountryFor(region, countryCode, address?.country_code ?? null);
    changes.shipping_address_id = await saveShippingCountry(tx, address, country);
  }
  return { region, changes };
}
