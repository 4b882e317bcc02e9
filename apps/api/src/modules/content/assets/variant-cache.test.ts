import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskFileStore } from "../../../storage/disk-file-store";
import type { FileStore } from "../../../storage/file-store";
import { cacheVariant, trimVariantCache } from "./variant-cache";

const KIB = 1024;
let dataDir: string;
let store: FileStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "variant-cache-"));
  store = new DiskFileStore(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A variant of `kib` KiB written `minutesAgo` minutes ago. */
async function variantWritten(name: string, kib: number, minutesAgo: number): Promise<string> {
  const key = `content-assets/cache/source.png/${name}.webp`;
  await store.put(key, new Uint8Array(kib * KIB), "image/webp");
  const when = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(path.join(dataDir, key), when, when);
  return key;
}

async function cachedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list("content-assets/cache")) keys.push(file.key);
  return keys.sort();
}

describe("the image variant cache on disk", () => {
  it("removes the oldest variants first, down to 90% of the cap", async () => {
    const oldest = await variantWritten("a", 10, 40);
    const older = await variantWritten("b", 10, 30);
    const newer = await variantWritten("c", 10, 20);
    const newest = await variantWritten("d", 10, 10);

    const result = await trimVariantCache(store, 25 * KIB);

    expect(result).toEqual({ bytes: 20 * KIB, removed: 2 });
    expect(await cachedKeys()).toEqual([newer, newest]);
    expect(await store.head(oldest)).toBeUndefined();
    expect(await store.head(older)).toBeUndefined();
  });

  it("leaves a cache under its cap alone", async () => {
    await variantWritten("a", 10, 20);
    await variantWritten("b", 10, 10);
    expect(await trimVariantCache(store, 25 * KIB)).toEqual({ bytes: 20 * KIB, removed: 0 });
    expect(await cachedKeys()).toHaveLength(2);
  });

  it("trims as variants are written, never removing the one just written", async () => {
    await variantWritten("old", 20, 60);
    const key = "content-assets/cache/source.png/fresh.webp";
    // The fresh variant alone fills 90% of the cap: only the old one can go.
    await cacheVariant(store, 30 * KIB, key, new Uint8Array(27 * KIB), "image/webp");
    expect(await cachedKeys()).toEqual([key]);
  });

  it("neither counts nor removes a file still being written", async () => {
    const done = await variantWritten("a", 10, 10);
    const writing = path.join(dataDir, "content-assets/cache/source.png/b.webp.1a2b3c.partial");
    await writeFile(writing, new Uint8Array(30 * KIB));
    expect(await trimVariantCache(store, 25 * KIB)).toEqual({ bytes: 10 * KIB, removed: 0 });
    expect(await cachedKeys()).toEqual([done]);
  });
});
