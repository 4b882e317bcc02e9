// Media and uploads in an S3-compatible bucket (issue 16): with S3_URL set, uploads, protected
// files, the demo catalogue images, content image originals and their variants go to the bucket
// and are served from it; a delete removes the object; the variant cache stays under its cap. The
// bucket is a real S3-compatible server (moto_server, test/fixtures/s3-server.ts), checked through
// AWS's own client. Where files go does not depend on the database, so PGlite alone runs these.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, writeProductImages } from "../src/seed/product-images";
import { seedProducts } from "../src/seed/products";
import { fileStore } from "../src/storage/configured-store";
import { contentClient } from "./fixtures/content";
import { startS3Server, type S3TestServer } from "./fixtures/s3-server";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { startTestApi, type TestApi } from "./harness";

const started = await startS3Server();
const server: S3TestServer | undefined = "unavailable" in started ? undefined : started;
if (!server)
  console.warn(
    `Skipping the S3 storage tests: ${(started as { unavailable: string }).unavailable}`,
  );

const BUCKET = "atelier-media";
const PREFIX = "shop";

async function keysIn(s3: S3TestServer, folder: string): Promise<{ key: string; size: number }[]> {
  const page = await s3.client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PREFIX}/${folder}/` }),
  );
  return (page.Contents ?? []).map((object) => ({
    key: object.Key!.slice(PREFIX.length + 1),
    size: object.Size ?? 0,
  }));
}

async function isInBucket(s3: S3TestServer, key: string): Promise<boolean> {
  try {
    await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${key}` }));
    return true;
  } catch {
    return false;
  }
}

function pngOf(colour: string, size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Random pixels: its variants do not compress away, so a few fill a small cache. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function filesForm(bytes: Buffer | string, type: string, name: string): FormData {
  const form = new FormData();
  form.append(
    "files",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    name,
  );
  return form;
}

afterAll(async () => {
  await server?.stop();
});

describe.skipIf(!server)("media and uploads in an S3 bucket", () => {
  const s3 = server!;
  let api: TestApi;
  let staff: SignedInStaff;
  let dataDir: string;

  beforeAll(async () => {
    await s3.createBucket(BUCKET);
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
    api = await startTestApi("pglite", {
      seed: false,
      env: { DATA_DIR: dataDir, S3_URL: s3.urlFor(BUCKET, PREFIX) },
    });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (form: FormData, urlPath = "/admin/uploads", headers?: Record<string, string>) =>
    staff.request(urlPath, { method: "POST", body: form, headers });

  async function uploadedKeys(response: Response): Promise<{ url: string; key: string }[]> {
    const body = (await response.json()) as {
      uploads: { url: string; key: string }[];
      message?: string;
    };
    expect(response.status, body.message).toBe(200);
    return body.uploads;
  }

  it("stores a public upload in the bucket, not on disk, and serves its bytes at its URL", async () => {
    const red = await pngOf("#c0392b");
    const [file] = await uploadedKeys(await upload(filesForm(red, "image/png", "Red Chair.png")));

    expect(await keysIn(s3, "media/uploads")).toContainEqual({
      key: `media/uploads/${file.key}`,
      size: red.length,
    });
    expect(await readdir(dataDir)).not.toContain("media");

    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(red)).toBe(true);

    const etag = served.headers.get("etag")!;
    const revalidated = await fetch(file.url, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("serves the demo catalogue images written to the bucket", async () => {
    const product = seedProducts[0];
    await writeProductImages(fileStore(api.deps.config), [product]);
    const [image] = productImages(product.handle);
    expect(await isInBucket(s3, `media/catalog/${image.fileName}`)).toBe(true);
    const served = await api.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    expect((await api.request("/media/catalog/no-such-image.webp")).status).toBe(404);
  });

  it("keeps a protected upload in the bucket and serves it through its signed URL only", async () => {
    const csv = "Product Handle;Product Title\r\nlamp;Lamp\r\n";
    const [file] = await uploadedKeys(
      await upload(filesForm(csv, "text/csv", "Import.csv"), "/admin/uploads/protected"),
    );
    expect(await isInBucket(s3, `protected-uploads/${file.key}`)).toBe(true);
    expect(await isInBucket(s3, `media/uploads/${file.key}`)).toBe(false);
    expect((await fetch(file.url)).status).toBe(404);

    const response = await staff.request("/admin/uploads/download-url", {
      method: "POST",
      json: { file_key: file.key },
    });
    const { download_url } = (await response.json()) as { download_url: string };
    expect(download_url.startsWith(`${api.url}/media/protected/${file.key}?expires=`)).toBe(true);
    const served = await fetch(download_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(await served.text()).toBe(csv);
  });

  it("stores one object per Idempotency-Key, however often the upload is sent", async () => {
    const send = () =>
      upload(
        filesForm(Buffer.from("a;b\r\n1;2\r\n"), "text/csv", "Once.csv"),
        "/admin/uploads/protected",
        {
          "Idempotency-Key": "s3-upload-once",
        },
      );
    const raced = await Promise.all([send(), send(), send()]);
    expect(raced.every((response) => response.status === 200 || response.status === 409)).toBe(
      true,
    );
    const [file] = await uploadedKeys(await send());
    const stored = (await keysIn(s3, "protected-uploads")).filter((object) =>
      object.key.endsWith("-once.csv"),
    );
    expect(stored).toEqual([{ key: `protected-uploads/${file.key}`, size: 10 }]);
  });

  interface Job {
    status: string;
    result: { file_key?: string } | null;
  }

  /** Polls the job until the runner has moved it to one of `statuses` (it runs in the background). */
  async function jobSettled(id: string, statuses: string[]): Promise<Job> {
    for (;;) {
      const response = await staff.request(`/admin/batch-jobs/${id}`);
      const { batch_job } = (await response.json()) as { batch_job: Job };
      if (statuses.includes(batch_job.status)) return batch_job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("writes a batch job's export to the bucket and reads an import's CSV from it", async () => {
    const created = await staff.request("/admin/batch-jobs", {
      method: "POST",
      json: { type: "product-export", context: {}, dry_run: false },
    });
    expect(created.status).toBe(201);
    const { batch_job } = (await created.json()) as { batch_job: { id: string } };
    const job = await jobSettled(batch_job.id, ["completed", "failed"]);
    expect(job.status).toBe("completed");
    const fileKey = job.result!.file_key!;
    const [stored] = await keysIn(s3, "protected-uploads").then((objects) =>
      objects.filter((object) => object.key.endsWith(fileKey)),
    );
    expect(stored.key).toBe(`protected-uploads/${fileKey}`);
    const { download_url } = (await (
      await staff.request("/admin/uploads/download-url", {
        method: "POST",
        json: { file_key: fileKey },
      })
    ).json()) as { download_url: string };
    const exported = await fetch(download_url);
    expect(exported.status).toBe(200);
    expect((await exported.text()).startsWith("Product Id;Product Handle")).toBe(true);

    // The import reads its file from the bucket: it fails on the CSV's own column.
    const [csv] = await uploadedKeys(
      await upload(
        filesForm("Product Handle;Colour\r\nlamp;red\r\n", "text/csv", "Colours.csv"),
        "/admin/uploads/protected",
      ),
    );
    const importing = await staff.request("/admin/batch-jobs", {
      method: "POST",
      json: { type: "product-import", context: { fileKey: csv.key }, dry_run: true },
    });
    const { batch_job: importJob } = (await importing.json()) as { batch_job: { id: string } };
    const refused = await jobSettled(importJob.id, ["pre_processed", "failed"]);
    expect(refused.status).toBe("failed");
    expect(JSON.stringify(refused.result)).toContain(
      "columns a product import does not know: Colour",
    );
  });

  it("removes the object from the bucket when the upload is deleted", async () => {
    const [file] = await uploadedKeys(
      await upload(filesForm(await pngOf("#000"), "image/png", "gone.png")),
    );
    expect(await isInBucket(s3, `media/uploads/${file.key}`)).toBe(true);
    const deleted = await staff.request("/admin/uploads", {
      method: "DELETE",
      json: { file_key: file.key },
    });
    expect(deleted.status).toBe(200);
    expect(await isInBucket(s3, `media/uploads/${file.key}`)).toBe(false);
    expect((await fetch(file.url)).status).toBe(404);
  });

  it("keeps a content image and its rendered variant in the bucket and serves both", async () => {
    const client = contentClient(api, { token: staff.token });
    const png = await noisePng(300, 200);
    const asset = await client.assets.upload("image", png, { filename: "noise.png" });
    const file = `${asset.sha1hash}-300x200.png`;
    expect(await isInBucket(s3, `content-assets/images/${file}`)).toBe(true);

    const original = await fetch(`${asset.url}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);

    const url = `${asset.url}?w=120&fm=webp`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-variant-cache")).toBe("miss");
    const rendered = Buffer.from(await first.arrayBuffer());
    expect(await sharp(rendered).metadata()).toMatchObject({ format: "webp", width: 120 });

    const cached = await keysIn(s3, `content-assets/cache/${file}`);
    expect(cached).toHaveLength(1);
    expect(cached[0].size).toBe(rendered.length);
    const second = await fetch(url);
    expect(second.headers.get("x-variant-cache")).toBe("hit");
    expect(Buffer.from(await second.arrayBuffer()).equals(rendered)).toBe(true);
    expect(await readdir(dataDir)).not.toContain("content-assets");
  });
});

describe.skipIf(!server)("the image variant cache in an S3 bucket", () => {
  const s3 = server!;
  const bucket = "atelier-variant-cap";
  let api: TestApi;
  let staff: SignedInStaff;
  let dataDir: string;
  /** 48 KiB: a few of the variants below fill it (the largest is about 32 KiB). */
  const capBytes = 48 * 1024;

  beforeAll(async () => {
    await s3.createBucket(bucket);
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-s3-cap-"));
    api = await startTestApi("pglite", {
      seed: false,
      env: {
        DATA_DIR: dataDir,
        S3_URL: s3.urlFor(bucket),
        IMAGE_CACHE_MAX_MB: String(capBytes / 1024 / 1024),
      },
    });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function cacheInBucket(): Promise<{ key: string; size: number }[]> {
    const page = await s3.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: "content-assets/cache/" }),
    );
    return (page.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size ?? 0 }));
  }

  it("trims the cache to stay under IMAGE_CACHE_MAX_MB, keeping the variant just made", async () => {
    const client = contentClient(api, { token: staff.token });
    const asset = await client.assets.upload("image", await noisePng(320, 240), {
      filename: "noise.png",
    });
    let written = 0;
    for (let width = 40; width <= 120; width += 10) {
      const url = `${asset.url}?w=${width}&fm=png`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-variant-cache")).toBe("miss");
      written += (await response.arrayBuffer()).byteLength;

      const cache = await cacheInBucket();
      expect(cache.reduce((sum, object) => sum + object.size, 0)).toBeLessThanOrEqual(capBytes);
      expect((await fetch(url)).headers.get("x-variant-cache")).toBe("hit");
    }
    // The variants made add up to more than twice the cap, so the cache was trimmed, twice over.
    expect(written).toBeGreaterThan(2 * capBytes);
  });
});
