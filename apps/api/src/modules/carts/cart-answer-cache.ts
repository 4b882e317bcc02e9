// The last `{cart}` answer of each recently used cart, kept with the cart row's version (`xmin`,
// see `cartVersion`). A cart read first asks the database for the version only, a primary-key
// lookup, and answers from here when it matches: the storefront reads the cart on every page, and
// building the answer (the cart, its lines, variants, products and checkout relations, and its
// JSON) costs several times more than the lookup. Every change to a cart moves its version on,
// so a cart's own data is never stale; what a cart shows of the catalogue (a variant's stock, a
// product's title, the region) is kept at most the catalogue cache's lifetime, as product pages
// are.
import type { AppDeps } from "../../http/context";
import { BoundedCache } from "../../http/bounded-cache";
import { CATALOGUE_CACHE_TTL_MS } from "../../http/response-cache";

const MAX_CACHED_CARTS = 2_000;
/** Characters of JSON kept in all, about 8 MiB: well inside the API's memory budget. */
const MAX_CACHED_SIZE = 8 * 1024 * 1024;
/** A cart answer longer than this (a cart of a hundred lines or so) is not kept. */
const MAX_ANSWER_SIZE = 256 * 1024;

interface CachedAnswer {
  version: string;
  json: string;
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

/** The `{cart}` JSON answered for this version of the cart, if it is kept. */
export function cachedCartAnswer(deps: AppDeps, id: string, version: string): string | undefined {
  const cached = cacheOf(deps).get(id);
  return cached?.version === version ? cached.json : undefined;
}

/** Keeps the `{cart}` JSON of the cart as it is at `version`. */
export function keepCartAnswer(deps: AppDeps, id: string, version: string, json: string): void {
  if (json.length <= MAX_ANSWER_SIZE) cacheOf(deps).set(id, { version, json }, json.length);
}
