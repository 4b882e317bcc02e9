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
