import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, writeProductImages } from "../src/seed/product-images";
import { seedProducts } from "../src/seed/products";
import { fileStore } from "../src/storage/configured-store";
import { databaseKinds, startTestApi, type TestApi } from "./harness";
import { rawGet } from "./raw-get";

describe.each(databaseKinds)("media files on %s", (kind) => {
  let api: TestApi;
  let dataDir: string;
  const product = seedProducts[0];
  const [image] = productImages(product.handle);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-media-"));
    api = await startTestApi(kind, { seed: false, env: { DATA_DIR: dataDir } });
    await writeProductImages(fileStore(api.deps.config), [product]);
    await writeFile(path.join(dataDir, "secret.txt"), "not for the web");
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves a generated product image as webp with long-lived caching", async () => {
    const response = await api.request(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
  });

  it("answers a revalidation with the same ETag with 304 and no body", async () => {
    const first = await api.request(image.url);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const second = await api.request(image.url, { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
  });

  it("answers a missing file with a plain 404", async () => {
    const response = await api.request("/media/catalog/no-such-product-1.webp");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Cannot GET /media/catalog/no-such-product-1.webp");
  });

  it("answers a folder with 404", async () => {
    expect((await api.request("/media/catalog")).status).toBe(404);
  });

  it.each([
    "/media/../secret.txt",
    "/media/catalog/../../secret.txt",
    "/media/%2e%2e/secret.txt",
    "/media/..%2fsecret.txt",
    "/media/%2e%2e%2fsecret.txt",
    "/media//etc/passwd",
    "/media/%2fetc%2fpasswd",
    "/media/..%5csecret.txt",
  ])("never serves a file outside the media folder: %s", async (rawPath) => {
    const response = await rawGet(api.url, rawPath);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain("not for the web");
  });
});
