// In-memory cache for catalogue reads. Storefront traffic is dominated by the same few product,
// category and region pages, so their serialised JSON is kept for a few seconds, long enough to
// absorb bursts. Admin writes call `invalidateCatalogueCache()`, which drops it here and, through
// PostgreSQL notifications, in every other API process (`shareCatalogueCache`); the lifetime bounds
// what a missed notification, or a change no write announces (a sale's stock), can leave stale.
import type { Operation } from "@atelier/contracts";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import type { ProcessNotifications } from "../db/notifications";
import type { AppEnv } from "./context";
import { BoundedCache } from "./bounded-cache";
import type { Answer } from "./route";

/** How long a cached catalogue response or lookup is served before it is rebuilt. */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
const MAX_CACHED_RESPONSES = 1_000;
/** 16 MiB of encoded JSON, well inside the API's memory budget. */
const MAX_CACHED_RESPONSE_BYTES = 16 * 1024 * 1024;
const MAX_CACHED_LOOKUPS = 1_000;

// Bodies are kept encoded, so a hit writes bytes without serialising or encoding anything.
const responses = new BoundedCache<Uint8Array<ArrayBuffer>>({
  maxEntries: MAX_CACHED_RESPONSES,
  maxSize: MAX_CACHED_RESPONSE_BYTES,
  ttlMs: CATALOGUE_CACHE_TTL_MS,
});
const lookupCaches = new Set<{ clear(): void }>();
const utf8 = new TextEncoder();

/** JSON text encoded, the form answers are kept in (outside the JavaScript heap). */
export function encodedText(json: string): Uint8Array<ArrayBuffer> {
  return utf8.encode(json);
}

/** A value as encoded JSON. */
export function encodedJson(value: unknown): Uint8Array<ArrayBuffer> {
  return encodedText(JSON.stringify(value));
}
/** Builds in progress, shared by concurrent requests for the same key so a miss hits the database once. */
const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
/** Bumped by every invalidation; a build that started before it must not store its (stale) result. */
let generation = 0;

// One process can serve several databases (the test suite runs PGlite and PostgreSQL side by
// side), so every key is prefixed with a per-database namespace.
const namespaces = new WeakMap<Database, number>();
let nextNamespace = 0;

function namespaced(db: Database, key: string): string {
  let namespace = namespaces.get(db);
  if (namespace === undefined) {
    namespace = nextNamespace++;
    namespaces.set(db, namespace);
  }
  return `${namespace}|${key}`;
}

function dropCatalogueCache(): void {
  generation++;
  responses.clear();
  for (const cache of lookupCaches) cache.clear();
  inFlight.clear();
}

/** Where catalogue writes are announced to the other API processes (main.ts sets it up). */
const sharedWith = new Set<ProcessNotifications>();

/**
 * Drops every cached catalogue response and lookup, here at once and in the other API processes
 * when the returned promise settles (it never rejects); call it after any catalogue write commits.
 */
export function invalidateCatalogueCache(): Promise<void> {
  dropCatalogueCache();
  if (sharedWith.size === 0) return Promise.resolve();
  return Promise.all(
    [...sharedWith].map((notifications) =>
      notifications.notify("catalogue").catch((error: unknown) => {
        // The others still drop theirs within the cache lifetime.
        console.error("catalogue cache: could not notify the other processes:", error);
      }),
    ),
  ).then(() => undefined);
}

/**
 * Drops the catalogue cache of this process whenever another one announces a catalogue write, or
 * when announcements may have been missed; announces this process's writes to the others.
 */
export async function shareCatalogueCache(notifications: ProcessNotifications): Promise<void> {
  notifications.onResync(dropCatalogueCache);
  await notifications.listen("catalogue", dropCatalogueCache);
  sharedWith.add(notifications);
}

/**
 * Drops the catalogue cache after every write (any method but GET and HEAD) it runs around; the
 * answer leaves once the other processes are told.
 */
export const invalidateCatalogueAfterWrite: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") await invalidateCatalogueCache();
};

/**
 * Registers `invalidateCatalogueAfterWrite` on an admin router for each path pattern (relative to
 * /admin), so every write under them shows in the Store at once. Name each path: once the router
 * is mounted, a "*" would run for every admin route.
 */
export function invalidateCatalogueOnWrites<R extends Hono<AppEnv>>(
  router: R,
  paths: readonly string[],
): R {
  for (const path of paths) router.use(path, invalidateCatalogueAfterWrite);
  return router;
}

/** A stable cache key from a route name and the normalised inputs that shape its response. */
export function catalogueCacheKey(route: string, inputs: unknown): string {
  return `${route}:${JSON.stringify(inputs)}`;
}

function cachedBody(key: string, build: () => Promise<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  const hit = responses.get(key);
  if (hit !== undefined) return Promise.resolve(hit);
  const pending = inFlight.get(key);
  if (pending !== undefined) return pending;

  const startedIn = generation;
  const promise = build()
    .then((value) => {
      const body = encodedJson(value);
      // The key counts too: a long search text makes a long key.
      if (startedIn === generation) responses.set(key, body, body.byteLength + key.length);
      return body;
    })
    .finally(() => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    });
  inFlight.set(key, promise);
  return promise;
}

/**
 * Answers with the cached JSON for `key`, building (and caching) it on a miss. Errors thrown by
 * `build` (a 404, say) propagate and are not cached.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  key: string,
  build: () => Promise<unknown>,
): Promise<Response> {
  const body = await cachedBody(namespaced(c.get("deps").db, key), build);
  return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" });
}

/** `cachedJson` for a declared operation: what `build` makes must be the documented answer. */
export function cachedReply<Op extends Operation>(
  c: Context<AppEnv>,
  _op: Op,
  key: string,
  build: () => Promise<Answer<Op>>,
): Promise<Response> {
  return cachedJson(c, key, build);
}

/**
 * How many times the catalogue cache was dropped: a cache kept elsewhere (the carts' answers,
 * which show the catalogue's prices and tax rates) keeps it beside each entry and trusts an entry
 * only while it is unchanged.
 */
export function catalogueGeneration(): number {
  return generation;
}

/**
 * A memo of values worked out from catalogue rows (a product as a cart line shows it), kept for
 * the cache lifetime and cleared with the responses, like `catalogueLookup` but synchronous. A
 * memo keyed by the row's version, which no change leaves as it was, may keep its values longer.
 */
export function catalogueMemo<T>(
  maxEntries: number,
  ttlMs = CATALOGUE_CACHE_TTL_MS,
): BoundedCache<T> {
  const cache = new BoundedCache<T>({ maxEntries, maxSize: maxEntries, ttlMs });
  lookupCaches.add(cache);
  return cache;
}

/**
 * A memo for one kind of small database lookup (a key's sales channels, a region), kept for the
 * cache lifetime and cleared with the responses. `load` must not resolve to `undefined`.
 *
 * With `shared`, a caller joins a load of the same key already running (started since the last
 * catalogue write): when a kept value expires, every request in flight misses it at once, and
 * each ran the load until the first had kept it (a region's six queries, the shipping profiles'
 * one, at every expiry under load). A load that reads inside a transaction is never shared: on
 * PGlite's single connection, a query outside the transaction would wait for it forever.
 *
 * With `same`, a reload that brings the same data as the value last loaded for the key answers
 * that value, not the new copy, so what is memoised by the value's identity (a cart line's answer
 * and its JSON text, `cart-response.ts`) outlives the cache lifetime while the data is unchanged.
 */
export function catalogueLookup<T>(
  same?: (kept: T, loaded: T) => boolean,
): (
  db: Database,
  key: string,
  load: () => Promise<T>,
  options?: { shared: boolean },
) => Promise<T> {
  const cache = catalogueMemo<T>(MAX_CACHED_LOOKUPS);
  // The value last loaded per key, kept past the lifetime (but not past the bound) for `same`.
  const lastLoaded = new BoundedCache<T>({
    maxEntries: MAX_CACHED_LOOKUPS,
    maxSize: MAX_CACHED_LOOKUPS,
    ttlMs: Number.POSITIVE_INFINITY,
  });
  const stable = (fullKey: string, loaded: T): T => {
    if (same === undefined) return loaded;
    const kept = lastLoaded.get(fullKey);
    if (kept !== undefined && same(kept, loaded)) return kept;
    lastLoaded.set(fullKey, loaded);
    return loaded;
  };
  const running = new Map<string, { generation: number; value: Promise<T> }>();
  return async (db, key, load, { shared } = { shared: false }) => {
    const fullKey = namespaced(db, key);
    const hit = cache.get(fullKey);
    if (hit !== undefined) return hit;
    const joined = shared ? running.get(fullKey) : undefined;
    if (joined?.generation === generation) return joined.value;
    const startedIn = generation;
    const value = load().then((loaded) => stable(fullKey, loaded));
    if (shared) {
      const started = { generation: startedIn, value };
      running.set(fullKey, started);
      const done = () => {
        if (running.get(fullKey) === started) running.delete(fullKey);
      };
      value.then(done, done);
    }
    const loaded = await value;
    if (startedIn === generation) cache.set(fullKey, loaded);
    return loaded;
  };
}
