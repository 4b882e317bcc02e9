// The region a cart embeds (contract medusa-v1 §6.2): the Store region with its countries and
// providers, and the tax rules its lines and shipping are taxed by. Every cart read needs it and
// regions change rarely, so it comes from the catalogue's short-lived lookup cache, which admin
// writes (tax rate changes included) clear.
import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { regions } from "../regions/tables";
import { stores } from "../store-settings/tables";
import type { AppDeps } from "../../http/context";
import { catalogueLookup } from "../../http/response-cache";
import { isDeepStrictEqual } from "node:util";
import { findRegions, type StoreRegion } from "../regions/region-service";
import { loadRegionTaxRules, type RegionTaxRules } from "../taxes/region-tax-rules";
import { regionNotFound } from "./errors";

export type CartRegion = StoreRegion & {
  /** Not part of the answer: `storeCart` shows the region's rates as `tax_rates`. */
  tax_rules: RegionTaxRules;
};

// A region reloaded unchanged stays the same object: cart lines' answers are memoised by it.
const cartRegions = catalogueLookup<CartRegion | null>(isDeepStrictEqual);

/**
 * The region, or undefined when it does not exist or was deleted. `db` loads it on a cache miss
 * and may be a transaction: inside one, PGlite's single connection would wait forever on a query
 * sent outside it.
 */
export async function findCartRegion(
  deps: AppDeps,
  db: Database,
  id: string,
): Promise<CartRegion | undefined> {
  const region = await cartRegions(
    deps.db,
    `cart-region:${id}`,
    async () => {
      const [found] = await findRegions(db, [id]);
      return found ? { ...found, tax_rules: await loadRegionTaxRules(db, id) } : null;
    },
    // Outside a transaction, one load at a time per region (see `catalogueLookup`).
    { shared: db === deps.db },
  );
  return region ?? undefined;
}

/** A region a cart may be put in. */
export async function assignableRegion(
  deps: AppDeps,
  db: Database,
  id: string,
): Promise<CartRegion> {
  const region = await findCartRegion(deps, db, id);
  if (!region) throw regionNotFound(id);
  return region;
}

/** The store's default region, or else the oldest region; undefined when there is none. */
export async function defaultRegionId(db: Database): Promise<string | undefined> {
  const [store] = await db
    .select({ default_region_id: stores.default_region_id })
    .from(stores)
    .orderBy(asc(stores.created_at))
    .limit(1);
  if (store?.default_region_id) return store.default_region_id;
  const [first] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(isNull(regions.deleted_at))
    .orderBy(asc(regions.created_at), asc(regions.id))
    .limit(1);
  return first?.id;
}
