// The region a cart embeds (contract medusa-v1 §6.2): the Store region with its countries and
// providers, and the tax rules its lines and shipping are taxed by. Every cart read needs it and
// regions change rarely, so it comes from the catalogue's short-lived lookup cache, which admin
// writes (tax rate changes included) clear.
import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { regions } from "../regions/tables";
import { stores } from "../store-settings/tables";
import type { AppDeps } from "../../http/context";
import { catalogueGeneration, catalogueLookup } from "../../http/response-cache";
import { findRegions, type StoreRegion } from "../regions/region-service";
import { loadRegionTaxRules, type RegionTaxRules } from "../taxes/region-tax-rules";
import { regionNotFound } from "./errors";

export type CartRegion = StoreRegion & {
  /** Not part of the answer: `storeCart` shows the region's rates as `tax_rates`. */
  tax_rules: RegionTaxRules;
};

const cartRegions = catalogueLookup<CartRegion | null>();

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
  const lookup = () =>
    cartRegions(deps.db, `cart-region:${id}`, async () => {
      const [found] = await findRegions(db, [id]);
      return found ? { ...found, tax_rules: await loadRegionTaxRules(db, id) } : null;
    });
  // Inside a transaction, never wait for a load made outside it (PGlite: see above).
  const region = await (db === deps.db ? oneLookupAtATime(deps, id, lookup) : lookup());
  return region ?? undefined;
}

/**
 * Lookups of a region outside transactions, one at a time per region: when the cached region
 * expires, every add and read in flight misses it at once, and each loaded it (six queries) until
 * the first had kept it: a sixth of an add's statements at the bench's rate. A lookup started
 * before a catalogue write is not joined.
 */
const runningLookups = new WeakMap<
  AppDeps,
  Map<string, { generation: number; region: Promise<CartRegion | null> }>
>();

function oneLookupAtATime(
  deps: AppDeps,
  id: string,
  lookup: () => Promise<CartRegion | null>,
): Promise<CartRegion | null> {
  let running = runningLookups.get(deps);
  if (!running) {
    running = new Map();
    runningLookups.set(deps, running);
  }
  const joined = running.get(id);
  if (joined?.generation === catalogueGeneration()) return joined.region;
  const started = { generation: catalogueGeneration(), region: lookup() };
  running.set(id, started);
  const lookups = running;
  const done = () => {
    if (lookups.get(id) === started) lookups.delete(id);
  };
  started.region.then(done, done);
  return started.region;
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
