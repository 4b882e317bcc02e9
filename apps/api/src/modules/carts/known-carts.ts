// What this process last knew of each recently changed cart: its row, lines and checkout relations
// as they were at a version of the cart row and of its customer's row (see `answerVersion`). An
// add to a cart this process knows at its current version reads only the versions and the variant
// (`findCartToAdd` skips the rest when the versions match), instead of all the cart's lines: on a
// cart of fifty lines that read was most of an add's work, in PostgreSQL and here.
//
// Version-checked against the database on every use, like the answer cache (cart-answer-cache.ts),
// and kept under the same rules: what a cart shows of the catalogue (its lines' variants and
// products, its channel) is kept at most the catalogue cache's lifetime, and a catalogue write
// (in this process) drops it. Objects, not text: a line here is one row object shared with the
// answer that made it, so keeping it costs little beside the answer cache's bytes.
import type { AppDeps } from "../../http/context";
import { cachePerOwner } from "../../http/bounded-cache";
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from "../../http/response-cache";
import type { CartCheckout } from "./cart-checkout";
import type { CartAnswerVersions, CartItemRecord, CartRecord } from "./cart-queries";

const MAX_KNOWN_CARTS = 2_000;
/** Lines kept in all (each cart counts its lines and one): some 10 MB of rows at most. */
const MAX_KNOWN_LINES = 20_000;

/** A cart as it was at `versions`. */
export interface KnownCart {
  versions: CartAnswerVersions;
  record: CartRecord;
  items: CartItemRecord[];
  checkout: CartCheckout;
}

interface KnownEntry {
  known: KnownCart;
  /** The catalogue cache's generation when kept; a catalogue write since makes it stale. */
  generation: number;
}

const cacheOf = cachePerOwner<KnownEntry>({
  maxEntries: MAX_KNOWN_CARTS,
  maxSize: MAX_KNOWN_LINES,
  ttlMs: CATALOGUE_CACHE_TTL_MS,
});

/** How a cart's versions are compared, here and in SQL (`findCartToAdd`). */
export const versionKey = ({ version, customer_version }: CartAnswerVersions): string =>
  `${version}/${customer_version ?? ""}`;

/** The cart as this process last knew it, if that is recent; the caller checks the versions. */
export function knownCart(deps: AppDeps, id: string): KnownCart | undefined {
  const entry = cacheOf(deps).get(id);
  return entry?.generation === catalogueGeneration() ? entry.known : undefined;
}

/** A cart's rows, as a change leaves them. */
export type CartAfterChange = Omit<KnownCart, "versions">;

/**
 * Remembers the cart as it is at `versions` (rows as the database holds them). The kept object is
 * made here, keys written out, so every kept cart has one hidden class (docs/decisions.md, "Hidden
 * classes on the add's path").
 */
export function keepKnownCart(
  deps: AppDeps,
  id: string,
  versions: CartAnswerVersions,
  { record, items, checkout }: CartAfterChange,
): void {
  cacheOf(deps).set(
    id,
    { known: { versions, record, items, checkout }, generation: catalogueGeneration() },
    items.length + 1,
  );
}

/** Forgets the cart: what this process knew of it turned out not to hold. */
export function forgetKnownCart(deps: AppDeps, id: string): void {
  cacheOf(deps).delete(id);
}
