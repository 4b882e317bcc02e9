// Image assets through the official @sanity/client and @sanity/image-url over real HTTP (issue 5,
// contract sanity-http-api.md §5): upload with content addressing, refusals, and the served image
// URLs with sharp transforms, cached on disk.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { createImageUrlBuilder } from "@sanity/image-url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentClient } from "./fixtures/content";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const clientFor = (api: TestApi, token?: string) => contentClient(api, { token });

async function rejection(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error("expected the call to fail");
}

/** A 400×300 PNG with a horizontal gradient, so resized variants differ from the original. */
function gradientPng(seed: number): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x + seed) % 256;
      pixels[offset + 1] = y % 256;
      pixels[offset + 2] = seed % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(databaseKinds)("content image assets (%s)", (kind) => {
  let api: TestApi;
  let dataDir: string;
  let staff: SanityClient;
  let anonymous: SanityClient;
  let png: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-content-assets-"));
    api = await startTestApi(kind, { seed: false, env: { DATA_DIR: dataDir } });
    staff = clientFor(api, (await signInStaff(api)).token);
    anonymous = clientFor(api);
    png = await gradientPng(kind === "pglite" ? 1 : 2);
  });

  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("uploads an image as a sanity.imageAsset document named by its sha1 and size", async () => {
    const asset = await staff.assets.upload("image", png, { filename: "gradient.png" });

    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-400x300-png$/);
    expect(asset).toMatchObject({
      _type: "sanity.imageAsset",
      extension: "png",
      mimeType: "image/png",
      originalFilename: "gradient.png",
      size: png.length,
      path: `images/atelier/production/${asset.sha1hash}-400x300.png`,
      url: `${api.url}/content/images/atelier/production/${asset.sha1hash}-400x300.png`,
      metadata: { dimensions: { width: 400, height: 300 }, hasAlpha: false, isOpaque: true },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
    // An ordinary document: readable through the query API.
    expect(await staff.fetch("*[_id == $id][0].originalFilename", { id: asset._id })).toBe(
      "gradient.png",
    );

    const again = await staff.assets.upload("image", png, { filename: "again.png" });
    expect(again._id).toBe(asset._id);
    expect(again.originalFilename).toBe("gradient.png");
    expect(await staff.fetch("count(*[_type == 'sanity.imageAsset'])")).toBe(1);

    const original = await fetch(asset.url);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses bytes that are not an image, and uploads without a staff token", async () => {
    const notImage = await rejection(
      staff.assets.upload("image", Buffer.from("plain text, not a picture"), { filename: "a.txt" }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.message).toMatch(/not a JPEG, PNG, WebP, GIF or AVIF image/);

    const noToken = await rejection(anonymous.assets.upload("image", png, { filename: "a.png" }));
    expect(noToken.statusCode).toBe(401);

    const badToken = await rejection(
      clientFor(api, "not-a-token").assets.upload("image", png, { filename: "a.png" }),
    );
    expect(badToken.statusCode).toBe(401);
  });

  it("accepts an image larger than the API's 100 kB body limit", async () => {
    const big = await sharp({
      create: { width: 600, height: 600, channels: 3, background: "#336699" },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(100 * 1024);
    const asset = await staff.assets.upload("image", big, { filename: "big.png" });
    expect(asset._id).toMatch(/-600x600-png$/);
  });

  it("refuses an upload over 20 MB with a 413", async () => {
    const { token } = await signInStaff(api);
    const response = await fetch(`${api.url}/content/v2022-03-13/assets/images/production`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
      body: new Uint8Array(21 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than 20 MB/);
  });

  it("keeps a JPEG's format in its id and serves it as JPEG", async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const asset = await staff.assets.upload("image", jpeg, { filename: "photo.jpg" });
    expect(asset._id).toMatch(/-400x300-jpg$/);
    expect(asset.mimeType).toBe("image/jpeg");
    const response = await fetch(`${asset.url}?w=100`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 100,
      height: 75,
    });
  });

  it("serves @sanity/image-url transforms with sharp, cached on disk", async () => {
    const asset = await staff.assets.upload("image", png, { filename: "gradient.png" });
    const builder = createImageUrlBuilder({
      projectId: "atelier",
      dataset: "production",
      baseUrl: `${api.url}/content`,
    });
    const url = builder.image(asset._id).width(200).format("webp").url();
    expect(url).toBe(
      `${api.url}/content/images/atelier/production/${asset.sha1hash}-400x300.png?w=200&fm=webp`,
    );
    // The client's own builder (apiHost) gives the same address.
    expect(createImageUrlBuilder(staff).image(asset._id).width(200).format("webp").url()).toBe(url);

    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toContain("immutable");
    expect(first.headers.get("x-variant-cache")).toBe("miss");
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 150 });

    const second = await fetch(url);
    expect(second.headers.get("x-variant-cache")).toBe("hit");
    const cached = await readdir(
      path.join(dataDir, "content-assets", "cache", `${asset.sha1hash}-400x300.png`),
    );
    expect(cached).toHaveLength(1);
    // The same transform in another parameter order is the same variant.
    const reordered = await fetch(url.replace("?w=200&fm=webp", "?fm=webp&w=200"));
    expect(reordered.headers.get("x-variant-cache")).toBe("hit");

    const cropped = await fetch(
      builder.image(asset._id).width(100).height(100).fit("crop").format("jpg").quality(60).url(),
    );
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 100,
      height: 100,
    });

    const rect = await fetch(`${asset.url}?rect=10,20,100,50&dpr=2&w=50&fm=png`);
    expect(await sharp(Buffer.from(await rect.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 100,
      height: 50,
    });

    const auto = await fetch(`${asset.url}?w=120&auto=format`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(auto.headers.get("content-type")).toBe("image/webp");
    expect(auto.headers.get("vary")).toContain("Accept");
    const plain = await fetch(`${asset.url}?w=120&auto=format`, { headers: { accept: "*/*" } });
    expect(plain.headers.get("content-type")).toBe("image/png");

    const vanity = await fetch(`${asset.url}/gradient.png?w=40&bg=fff&blur=20&flip=hv&or=90`);
    expect(vanity.status).toBe(200);
    expect(await sharp(Buffer.from(await vanity.arrayBuffer())).metadata()).toMatchObject({
      width: 40,
      height: 53,
    });
  });

  it("answers bad parameters with 400 and unknown files with 404", async () => {
    const asset = await staff.assets.upload("image", png, { filename: "gradient.png" });
    for (const query of [
      "w=-5",
      "w=abc",
      "fm=tiff",
      "fit=stretch",
      "q=101",
      "rect=1,2,3",
      "bg=zz",
    ]) {
      const response = await fetch(`${asset.url}?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message.length, query).toBeGreaterThan(5);
    }
    const missing = await fetch(
      `${api.url}/content/images/atelier/production/${"0".repeat(40)}-10x10.png`,
    );
    expect(missing.status).toBe(404);
    const notAName = await fetch(`${api.url}/content/images/atelier/production/..%2Fsecret.png`);
    expect(notAName.status).toBe(404);
  });
});
