import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument, ContentMutation, ContentStore } from "../types";
import { AssetError } from "./asset-error";
import { saveImageAsset } from "./save-image-asset";

/** Just enough of a store for createIfNotExists and getDocuments. */
function memoryStore(): ContentStore & { mutations: ContentMutation[] } {
  const documents = new Map<string, ContentDocument>();
  const mutations: ContentMutation[] = [];
  return {
    mutations,
    query: () => Promise.reject(new Error("unused")),
    getDocuments: (ids) => ids.map((id) => documents.get(id)),
    async mutate(list) {
      mutations.push(...list);
      for (const mutation of list) {
        const doc = mutation.createIfNotExists as ContentDocument;
        if (!documents.has(doc._id)) {
          const now = new Date().toISOString();
          documents.set(doc._id, { ...doc, _rev: "tx1", _createdAt: now, _updatedAt: now });
        }
      }
      return {
        transactionId: "tx1",
        timestamp: new Date().toISOString(),
        effects: [],
        author: null,
      };
    },
    matches: () => Promise.resolve(false),
    onTransaction: () => () => undefined,
  };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "content-assets-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("saveImageAsset", () => {
  it("stores a PNG as a sanity.imageAsset document addressed by its sha1", async () => {
    const store = memoryStore();
    const config = { dataDir, s3: undefined, publicUrl: "http://api.test" };
    const png = await sharp({
      create: {
        width: 30,
        height: 20,
        channels: 4,
        background: { r: 255, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();

    const document = await saveImageAsset({ config, store }, png, { filename: "red.png" });

    expect(document._id).toMatch(/^image-[a-f0-9]{40}-30x20-png$/);
    expect(document).toMatchObject({
      _type: "sanity.imageAsset",
      extension: "png",
      mimeType: "image/png",
      size: png.length,
      originalFilename: "red.png",
      metadata: {
        hasAlpha: true,
        isOpaque: false,
        dimensions: { width: 30, height: 20, aspectRatio: 1.5 },
      },
    });
    const sha1 = document.sha1hash as string;
    expect(document.path).toBe(`images/atelier/production/${sha1}-30x20.png`);
    expect(document.url).toBe(
      `http://api.test/content/images/atelier/production/${sha1}-30x20.png`,
    );
    expect((document.metadata as { lqip: string }).lqip).toMatch(/^data:image\/jpeg;base64,/);
    const stored = await readFile(path.join(dataDir, "content-assets/images", `${sha1}-30x20.png`));
    expect(stored.equals(png)).toBe(true);

    const again = await saveImageAsset({ config, store }, png, { filename: "other.png" });
    expect(again._id).toBe(document._id);
    expect(store.mutations).toHaveLength(1);
  });

  it("refuses bytes that are not an image", async () => {
    const store = memoryStore();
    const config = { dataDir, s3: undefined, publicUrl: "http://api.test" };
    await expect(saveImageAsset({ config, store }, Buffer.from("not an image"))).rejects.toThrow(
      AssetError,
    );
    expect(store.mutations).toHaveLength(0);
  });
});
