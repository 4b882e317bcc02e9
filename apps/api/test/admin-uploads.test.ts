// Admin uploads over real HTTP (contract medusa-v1 §12.2): images in `files` parts, checked by
// their content; public files served at /media/uploads, protected ones only through a signed,
// expiring download URL; deleting stops serving. Each bad request is a 400 that says why.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, uploadedFiles } from "../src/db/schema";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface UploadsJson {
  uploads: { url: string; key: string }[];
}

function pngOf(colour: string, size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function formWith(...parts: [name: string, value: Blob | string, fileName?: string][]): FormData {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, fileName);
  }
  return form;
}

const blobOf = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe.each(databaseKinds)("admin uploads on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "atelier-uploads-"));
    api = await startTestApi(kind, { seed: false, env: { DATA_DIR: dataDir } });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (form: FormData, urlPath = "/admin/uploads") =>
    staff.request(urlPath, { method: "POST", body: form });

  async function uploaded(response: Response): Promise<UploadsJson> {
    const body = (await response.json()) as UploadsJson & { message?: string };
    expect(response.status, body.message).toBe(200);
    return body;
  }

  it("stores uploaded PNGs, records them and serves them at an absolute URL", async () => {
    const red = await pngOf("#c0392b");
    const blue = await pngOf("#2980b9", 12);
    const { uploads } = await uploaded(
      await upload(
        formWith(
          ["files", blobOf(red, "image/png"), "Living Room.png"],
          ["files", blobOf(blue, "image/png"), "hall.png"],
        ),
      ),
    );
    expect(uploads).toHaveLength(2);
    const [first] = uploads;
    expect(first.key).toMatch(/-living-room\.png$/);
    expect(first.url).toBe(`${api.url}/media/uploads/${first.key}`);

    const served = await fetch(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(red)).toBe(true);

    const [row] = await api.deps.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, first.key));
    expect(row).toMatchObject({
      original_name: "Living Room.png",
      mime_type: "image/png",
      size: red.length,
      is_protected: false,
      uploaded_by: staff.userId,
      deleted_at: null,
    });

    const download = await staff.request("/admin/uploads/download-url", {
      method: "POST",
      json: { file_key: first.key },
    });
    expect(await download.json()).toEqual({ download_url: first.url });
  });

  it("stores an uploaded image given to a product as a media path and answers it absolute", async () => {
    const { uploads } = await uploaded(
      await upload(formWith(["files", blobOf(await pngOf("#8e44ad"), "image/png"), "vase.png"])),
    );
    const created = await staff.request("/admin/products", {
      method: "POST",
      json: { title: "Uploaded Vase", images: [uploads[0].url] },
    });
    const { product } = (await created.json()) as {
      product: { id: string; thumbnail: string; images: { url: string }[] };
    };
    expect(product.thumbnail).toBe(uploads[0].url);
    expect(product.images.map((image) => image.url)).toEqual([uploads[0].url]);
    const [row] = await api.deps.db.select().from(products).where(eq(products.id, product.id));
    expect(row.thumbnail).toBe(`/media/uploads/${uploads[0].key}`);
  });

  it("tells images apart by their content, not their name", async () => {
    const webp = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#888" },
    })
      .webp()
      .toBuffer();
    const { uploads } = await uploaded(
      await upload(formWith(["files", blobOf(webp, "image/png"), "photo.png"])),
    );
    expect(uploads[0].key).toMatch(/-photo\.webp$/);
    expect((await fetch(uploads[0].url)).headers.get("content-type")).toBe("image/webp");

    const disguised = await upload(
      formWith(["files", new Blob(["<html>not a picture</html>"], { type: "image/png" }), "x.png"]),
    );
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toEqual({
      type: "invalid_data",
      message: "x.png is not an image this shop accepts (JPEG, PNG, WebP, GIF or AVIF)",
    });
  });

  it("keeps protected files private and serves them through a signed download URL", async () => {
    const green = await pngOf("#27ae60");
    const { uploads } = await uploaded(
      await upload(
        formWith(["files", blobOf(green, "image/png"), "invoice-scan.png"]),
        "/admin/uploads/protected",
      ),
    );
    const [file] = uploads;
    expect(file.url).toBe(`${api.url}/media/protected/${file.key}`);
    expect((await fetch(file.url)).status).toBe(404);
    expect((await fetch(`${api.url}/media/uploads/${file.key}`)).status).toBe(404);

    const response = await staff.request("/admin/uploads/download-url", {
      method: "POST",
      json: { file_key: file.key },
    });
    const { download_url } = (await response.json()) as { download_url: string };
    expect(download_url).toMatch(
      new RegExp(`^${api.url}/media/protected/${file.key}\\?expires=\\d+&signature=`),
    );
    const served = await fetch(download_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await served.arrayBuffer()).equals(green)).toBe(true);

    const tampered = new URL(download_url);
    tampered.searchParams.set("expires", String(Number(tampered.searchParams.get("expires")) + 60));
    expect((await fetch(tampered)).status).toBe(404);
    const expired = new URL(download_url);
    expired.searchParams.set("expires", "1000");
    expect((await fetch(expired)).status).toBe(404);

    const deleted = await staff.request("/admin/uploads", {
      method: "DELETE",
      json: { file_key: file.key },
    });
    expect(await deleted.json()).toEqual({ id: file.key, object: "file", deleted: true });
    expect((await fetch(download_url)).status).toBe(404);
  });

  it("takes CSV files as protected uploads only, and refuses other kinds with a 400", async () => {
    const csv = "Product Handle;Product Title\r\nchair;Chair\r\n";
    const { uploads } = await uploaded(
      await upload(
        formWith(["files", new Blob([csv], { type: "text/csv" }), "Products.csv"]),
        "/admin/uploads/protected",
      ),
    );
    const [file] = uploads;
    expect(file.key).toMatch(/-products\.csv$/);
    const response = await staff.request("/admin/uploads/download-url", {
      method: "POST",
      json: { file_key: file.key },
    });
    const { download_url } = (await response.json()) as { download_url: string };
    const served = await fetch(download_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await served.text()).toBe(csv);

    const publicCsv = await upload(
      formWith(["files", new Blob([csv], { type: "text/csv" }), "products.csv"]),
    );
    expect(publicCsv.status).toBe(400);

    const binary = await upload(
      formWith([
        "files",
        new Blob([new Uint8Array([0, 1, 2, 255])], { type: "text/csv" }),
        "x.csv",
      ]),
      "/admin/uploads/protected",
    );
    expect(binary.status).toBe(400);
    expect(((await binary.json()) as { message: string }).message).toMatch(/not a CSV file/);

    const pdf = await upload(
      formWith(["files", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "terms.pdf"]),
      "/admin/uploads/protected",
    );
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { message: string }).message).toMatch(
      /neither an image .* nor a CSV file/,
    );
  });

  it("stores an upload once per Idempotency-Key, however often or concurrently it is sent", async () => {
    const csv = "Product Handle;Product Title\r\nlamp;Lamp\r\n";
    const send = () =>
      staff.request("/admin/uploads/protected", {
        method: "POST",
        body: formWith(["files", new Blob([csv], { type: "text/csv" }), "Once.csv"]),
        headers: { "Idempotency-Key": `upload-once-${kind}` },
      });
    const raced = await Promise.all([send(), send(), send()]);
    const statuses = raced.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const answered = await Promise.all(
      raced.filter((response) => response.status === 200).map(uploaded),
    );
    const { uploads } = await uploaded(await send());
    for (const answer of answered) expect(answer.uploads).toEqual(uploads);
    const rows = await api.deps.db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.original_name, "Once.csv"));
    expect(rows).toEqual([{ key: uploads[0].key }]);

    const remove = () =>
      staff.request("/admin/uploads", {
        method: "DELETE",
        json: { file_key: uploads[0].key },
        headers: { "Idempotency-Key": `delete-once-${kind}` },
      });
    const first = await remove();
    const replay = await remove();
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(await replay.json()).toEqual(await first.json());
  });

  it("stops serving a deleted upload and forgets its key", async () => {
    const { uploads } = await uploaded(
      await upload(formWith(["files", blobOf(await pngOf("#000"), "image/png"), "gone.png"])),
    );
    const [file] = uploads;
    const deleted = await staff.request("/admin/uploads", {
      method: "DELETE",
      json: { file_key: file.key },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: file.key, object: "file", deleted: true });
    expect((await fetch(file.url)).status).toBe(404);
    const [row] = await api.deps.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, file.key));
    expect(row.deleted_at).not.toBeNull();

    const again = await staff.request("/admin/uploads", {
      method: "DELETE",
      json: { file_key: file.key },
    });
    expect(again.status).toBe(404);
    expect(
      (
        await staff.request("/admin/uploads/download-url", {
          method: "POST",
          json: { file_key: "no-such-file.png" },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses requests without files, with the wrong field, too big, or not multipart", async () => {
    const png = await pngOf("#fff");
    const cases: [RequestInit, string][] = [
      [
        { body: formWith(["file", blobOf(png, "image/png"), "a.png"]) },
        "property file should not exist; send files in parts named files",
      ],
      [{ body: formWith(["files", "just text"]) }, "Every files part must be a file"],
      [{ body: new FormData() }, "No files were sent; send them in parts named files"],
      [
        { body: JSON.stringify({ files: [] }), headers: { "content-type": "application/json" } },
        "Send the files as multipart/form-data, in parts named files",
      ],
      [
        { body: formWith(["files", new Blob([new Uint8Array(11 * 1024 * 1024)]), "big.png"]) },
        "big.png is larger than 10 MB",
      ],
      [
        {
          body: formWith(
            ...[1, 2, 3].map((n): [string, Blob, string] => [
              "files",
              new Blob([new Uint8Array(9 * 1024 * 1024)]),
              `part-${n}.png`,
            ]),
          ),
        },
        "The upload is larger than 25 MB; send fewer files at once.",
      ],
    ];
    for (const [init, message] of cases) {
      const response = await staff.request("/admin/uploads", { method: "POST", ...init });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ type: "invalid_data", message });
    }
    const bad = await staff.request("/admin/uploads", { method: "DELETE", json: { key: "x" } });
    expect(bad.status).toBe(400);
    const rows = await api.deps.db.select().from(uploadedFiles);
    expect(rows.some((row) => row.original_name === "big.png")).toBe(false);
  });

  it("turns away uploads from anyone who is not staff", async () => {
    const response = await api.request("/admin/uploads", {
      method: "POST",
      body: formWith(["files", blobOf(await pngOf("#123"), "image/png"), "a.png"]),
    });
    expect(response.status).toBe(401);
  });
});
