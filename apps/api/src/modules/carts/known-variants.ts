// The variants this process recently read to add to a cart, with their product, the channels
// selling them and their prices (for a guest, or for one customer: customer-group price lists
// differ). An add to a cart this process knows (known-carts.ts) takes the variant from here and
// reads nothing: its one statement checks the cart's versions and the stock it needs.
//
// Catalogue data, kept like the catalogue cache: at most its lifetime, and dropped by a catalogue
// write (in this process at once, in the others through their notification listener). What is kept
// of stock here is never used: the add's statement reads the stock it checks.
import type { AppDeps } from "../../http/context";
import { cachePerOwner } from "../../http/bounded-cache";
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from "../../http/response-cache";
import type { SellableVariant } from "./line-items";

/** Variants (times the customers with their own prices) kept per app: some 2 MB of rows. */
const MAX_KNOWN_VARIANTS = 2_000;

interface KnownEntry {
  variant: SellableVariant;
  /** The catalogue cache's generation when it was read; a catalogue write since makes it stale. */
  generation: number;
}

const cacheOf = cachePerOwner<KnownEntry>({
  maxEntries: MAX_KNOWN_VARIANTS,
  maxSize: MAX_KNOWN_VARIANTS,
  ttlMs: CATALOGUE_CACHE_TTL_MS,
});

const keyOf = (variantId: string, pricingCustomerId: string | null) =>
  `${variantId}/${pricingCustomerId ?? ""}`;

/** The variant as priced for `pricingCustomerId` (null: a guest), if read recently. */
export function knownVariant(
  deps: AppDeps,
  variantId: string,
  pricingCustomerId: string | null,
): SellableVariant | undefined {
  const entry = cacheOf(deps).get(keyOf(variantId, pricingCustomerId));
  return entry?.generation === catalogueGeneration() ? entry.variant : undefined;
}

/**
 * Remembers a variant read for `pricingCustomerId` when the catalogue generation was
 * `generation` (taken before the read, so a write during it leaves nothing stale behind).
 */
export function keepKnownVariant(
  deps: AppDeps,
  pricingCustomerId: string | null,
  variant: SellableVariant,
  generation: number,
): void {
  if (generation !== catalogueGeneration()) return;
  cacheOf(deps).set(keyOf(variant.variant.id, pricingCustomerId), { variant, generation });
}

/** Reads in progress per app, by variant and pricing customer (`knownOrReadVariant`). */
const reads = new WeakMap<AppDeps, Map<string, Promise<SellableVariant | undefined>>>();

/**
 * `knownVariant`, else the variant as `read` answers it, then kept. Adds of one variant that come
 * together while it is not known share one read: the first adds of a variant new to the process,
 * or of one kept past the catalogue cache's lifetime, came dozens at once at 1,000 adds a second,
 * and each read it. Undefined when the read finds no variant (or fails): the caller reads the
 * usual way, which reports why.
 */
export function knownOrReadVariant(
  deps: AppDeps,
  variantId: string,
  pricingCustomerId: string | null,
  read: () => Promise<SellableVariant | undefined>,
): Promise<SellableVariant | undefined> {
  const known = knownVariant(deps, variantId, pricingCustomerId);
  if (known) return Promise.resolve(known);
  let inProgress = reads.get(deps);
  if (!inProgress) {
    inProgress = new Map();
    reads.set(deps, inProgress);
  }
  const key = keyOf(variantId, pricingCustomerId);
  let reading = inProgress.get(key);
  if (!reading) {
    const generation = catalogueGeneration();
    const started = inProgress;
    reading = read()
      .then((variant) => {
        if (variant) keepKnownVariant(deps, pricingCustomerId, variant, generation);
        return variant;
      })
      .catch(() => undefined)
      .finally(() => started.delete(key));
    inProgress.set(key, reading);
  }
  return reading;
}
