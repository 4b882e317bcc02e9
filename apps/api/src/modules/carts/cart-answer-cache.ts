// The last `{cart}` answer of each recently used cart, kept with the versions (`xmin`) of the cart
// row and of its customer's row (see `answerVersion`). A cart read first asks the database for the
// versions only, a primary-key lookup, and answers from here when they match: the storefront reads
// the cart on every page, and building the answer (the cart, its lines, variants, products,
// customer and checkout relations, and its JSON) costs several times more than the lookup. Every
// change to a cart moves its version on, and every change to its customer (details, billing
// address, a deletion) moves the customer's, so neither is ever stale; what a cart shows of the
// catalogue (a variant's stock, a product's title, the region) is kept at most the catalogue
// cache's lifetime, as product pages are, and a catalogue write (a price, a tax rate) drops them all.
//
// Answers are kept encoded, outside the JavaScript heap: a cart answer is large (1.5 kB a line),
// every add replaces one, and kept as strings they were copied by every young-generation
// collection and then filled the old generation with garbage (a third of an add's CPU time went
// to collecting it). Encoded once, a kept answer is written as it is, as its pieces
// (http/answer-pieces.ts), which share its lines' text with the cart's other answers.
import { joinPieces, piecesLength, type AnswerPieces } from "../../http/answer-pieces";
import type { AppDeps } from "../../http/context";
import { BoundedCache } from "../../http/bounded-cache";
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from "../../http/response-cache";
import type { CartAnswerVersions } from "./cart-queries";

const MAX_CACHED_CARTS = 2_000;
/**
 * Bytes of JSON kept in all, 4 MiB: the last answers of some 250 carts. The cap costs more than
 * itself: an answer replaced by a change is freed only by a full collection, so under a stream of
 * changes the dead answers pile up outside the heap beside the live ones. At 8 MiB the API's peak
 * memory under the add benchmark was 150-154 MiB (over the 150 MiB budget), at 4 MiB 143-147 MiB.
 */
const MAX_CACHED_SIZE = 4 * 1024 * 1024;
/** A cart answer longer than this (a cart of a hundred lines or so) is not kept. */
const MAX_ANSWER_SIZE = 256 * 1024;

interface CachedAnswer {
  version: string;
  /** The catalogue cache's generation when kept; a catalogue write since makes it stale. */
  generation: number;
  body: AnswerPieces;
}

// Per app (one process can serve several databases, as the test suite does).
const caches = new WeakMap<AppDeps, BoundedCache<CachedAnswer>>();

function cacheOf(deps: AppDeps): BoundedCache<CachedAnswer> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new BoundedCache({
      maxEntries: MAX_CACHED_CARTS,
      maxSize: MAX_CACHED_SIZE,
      ttlMs: CATALOGUE_CACHE_TTL_MS,
    });
    caches.set(deps, cache);
  }
  return cache;
}

const versionKey = ({ version, customer_version }: CartAnswerVersions) =>
  `${version}/${customer_version ?? ""}`;

/** The `{cart}` JSON answered for these versions of the cart and its customer, if it is kept. */
export function cachedCartAnswer(
  deps: AppDeps,
  id: string,
  versions: CartAnswerVersions,
): AnswerPieces | undefined {
  const cached = cacheOf(deps).get(id);
  if (cached?.version !== versionKey(versions) || cached.generation !== catalogueGeneration()) {
    return undefined;
  }
  // Kept in pieces by a change, joined at the first read: a cart is usually read several times
  // between changes, and one piece is written as the server writes any other answer.
  if (cached.body.length > 1) cached.body = [joinPieces(cached.body)];
  return cached.body;
}

/** Keeps the `{cart}` JSON of the cart as it is at these versions of the cart and its customer. */
export function keepCartAnswer(
  deps: AppDeps,
  id: string,
  versions: CartAnswerVersions,
  body: AnswerPieces,
): void {
  const size = piecesLength(body);
  if (size <= MAX_ANSWER_SIZE) {
    cacheOf(deps).set(
      id,
      { version: versionKey(versions), generation: catalogueGeneration(), body },
      size,
    );
  }
}
