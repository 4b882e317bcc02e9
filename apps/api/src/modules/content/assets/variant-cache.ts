// The image variant cache: each rendered variant is kept in the file store under
// content-assets/cache/{source file}/{hash}.{format} (on disk or in the bucket), and the cache is
// held under IMAGE_CACHE_MAX_MB by removing the oldest-written variants first (docs/storage.md).
// A removed variant is rendered again when next asked for.
import { STORE_FOLDERS, type FileStore, type ListedFile } from "../../../storage/file-store";

/** A trim removes variants until the cache is this share of its cap, so it is not listed again at
 * once when the next variant is written. */
const TRIM_TO_SHARE = 0.9;
/** A process counts the cache again after writing this share of the cap itself: with several
 * processes writing variants, each may overshoot the cap by about this much before it sees the
 * others' writes. */
const RECOUNT_AFTER_SHARE = 0.1;

interface CacheTally {
  /** What the cache held at the last count, or undefined before this process counted it. */
  countedBytes: number | undefined;
  /** What this process has written since. */
  writtenBytes: number;
  /** The count-and-trim running now, which writers wait for instead of starting another. */
  running: Promise<TrimResult> | undefined;
}

export interface TrimResult {
  /** What the cache holds after the trim. */
  bytes: number;
  removed: number;
}

const tallies = new WeakMap<FileStore, CacheTally>();

function tallyOf(store: FileStore): CacheTally {
  let tally = tallies.get(store);
  if (tally === undefined) {
    tally = { countedBytes: undefined, writtenBytes: 0, running: undefined };
    tallies.set(store, tally);
  }
  return tally;
}

/** Keeps a rendered variant and trims the cache when this process's count says it is full. */
export async function cacheVariant(
  store: FileStore,
  capBytes: number,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  await store.put(key, bytes, contentType);
  const tally = tallyOf(store);
  tally.writtenBytes += bytes.length;
  const due =
    tally.countedBytes === undefined ||
    tally.countedBytes + tally.writtenBytes > capBytes ||
    tally.writtenBytes >= capBytes * RECOUNT_AFTER_SHARE;
  if (due) await trimVariantCache(store, capBytes, key);
}

/**
 * Counts the cache and, when it is over `capBytes`, removes the oldest variants (by the time they
 * were written; a tie goes by key) until it is at 90% of the cap. `keep` (the variant just
 * written) is never removed.
 */
export function trimVariantCache(
  store: FileStore,
  capBytes: number,
  keep?: string,
): Promise<TrimResult> {
  const tally = tallyOf(store);
  tally.running ??= countAndTrim(store, capBytes, keep, tally).finally(() => {
    tally.running = undefined;
  });
  return tally.running;
}

async function countAndTrim(
  store: FileStore,
  capBytes: number,
  keep: string | undefined,
  tally: CacheTally,
): Promise<TrimResult> {
  const written = tally.writtenBytes;
  const variants: ListedFile[] = [];
  let bytes = 0;
  for await (const file of store.list(STORE_FOLDERS.variantCache)) {
    variants.push(file);
    bytes += file.size;
  }
  const removed: string[] = [];
  if (bytes > capBytes) {
    variants.sort(
      (a, b) =>
        a.modified.getTime() - b.modified.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    const target = capBytes * TRIM_TO_SHARE;
    for (const variant of variants) {
      if (bytes <= target) break;
      if (variant.key === keep) continue;
      removed.push(variant.key);
      bytes -= variant.size;
    }
    await store.delete(removed);
  }
  tally.countedBytes = bytes;
  // Whatever was written while the list ran may or may not be in it; counting it again errs
  // towards an early trim, never a late one.
  tally.writtenBytes -= Math.min(written, tally.writtenBytes);
  return { bytes, removed: removed.length };
}
