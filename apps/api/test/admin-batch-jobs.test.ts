// Batch jobs over real HTTP with the published medusa-js client (contract medusa-v1 §12.2,
// §12.4): the life cycle and who may see a job; a product export downloaded through its signed
// URL; a product import's dry run (what it would do, the bad row by its line), its confirmation,
// the same file again changing nothing; a product refused as it is written, reported by its rows
// while the rest of its chunk is imported; an order export.
import Medusa from "@medusajs/medusa-js";
import { parse } from "csv-parse/sync";
import { eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, regions } from "../src/db/schema";
import { insertCheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { placeOrder } from "./fixtures/orders";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface Job {
  id: string;
  status: string;
  dry_run: boolean;
  created_by: string | null;
  result: {
    count?: number;
    advancement_count?: number;
    errors?: { message: string; line?: number }[];
    stat_descriptors?: { key: string; name: string; message: string }[];
    file_key?: string;
    file_size?: number;
  } | null;
}

async function waitFor(medusa: Medusa, id: string, statuses: string[]): Promise<Job> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { batch_job } = (await medusa.admin.batchJobs.retrieve(id)) as unknown as {
      batch_job: Job;
    };
    if (statuses.includes(batch_job.status)) return batch_job;
    if (Date.now() > deadline) throw new Error(`job ${id} stayed ${batch_job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What `admin.uploads.createProtected(file)` sends from a browser: a multipart body with the file
 * in a `files` part. In Node, medusa-js's axios cannot send the built-in FormData, so the test
 * sends the same request with fetch and the client's API token.
 */
async function uploadCsv(
  api: TestApi,
  medusa: Medusa,
  text: string,
  name = "products.csv",
): Promise<string> {
  const form = new FormData();
  form.append("files", new File([text], name, { type: "text/csv" }));
  const apiKey = (medusa.client as unknown as { config: { apiKey: string } }).config.apiKey;
  const response = await api.request("/admin/uploads/protected", {
    method: "POST",
    body: form,
    headers: { "x-medusa-access-token": apiKey },
  });
  const { uploads } = (await response.json()) as { uploads: { key: string }[] };
  return uploads[0].key;
}

async function download(medusa: Medusa, fileKey: string): Promise<string> {
  const { download_url } = await medusa.admin.uploads.getPresignedDownloadUrl({
    file_key: fileKey,
  });
  const response = await fetch(download_url);
  expect(response.status).toBe(200);
  return response.text();
}

const csvRecords = (text: string) =>
  parse(text, { delimiter: ";", columns: true }) as Record<string, string>[];

describe.each(databaseKinds)("admin batch jobs on %s", (kind) => {
  let api: TestApi;
  let admin: Medusa;
  let other: Medusa;
  let regionName: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminMedusa(api);
    other = await adminMedusa(api);
    const [usd] = await api.deps.db.select().from(regions).where(eq(regions.currency_code, "usd"));
    regionName = usd.name;
  }, 180_000);
  afterAll(() => api?.close());

  it("runs a dry run to pre_processed, confirms it to completed, and keeps it from other users", async () => {
    const { batch_job: created } = (await admin.admin.batchJobs.create({
      type: "product-export",
      context: {},
      dry_run: true,
    })) as unknown as { batch_job: Job };
    expect(created.status).toBe("created");
    expect(created.id).toMatch(/^batch_/);

    const preProcessed = await waitFor(admin, created.id, ["pre_processed"]);
    expect(preProcessed.result?.stat_descriptors?.[0]).toMatchObject({
      key: "product-export-count",
      name: "Product count to export",
    });

    const foreign = await rejection(other.admin.batchJobs.retrieve(created.id));
    expect(foreign.status).toBe(400);
    expect(foreign.body.type).toBe("not_allowed");
    expect((await rejection(other.admin.batchJobs.confirm(created.id))).status).toBe(400);
    expect((await rejection(other.admin.batchJobs.cancel(created.id))).status).toBe(400);
    const othersList = (await other.admin.batchJobs.list({})) as unknown as { count: number };
    expect(othersList.count).toBe(0);

    const { batch_job: confirmed } = (await admin.admin.batchJobs.confirm(
      created.id,
    )) as unknown as { batch_job: Job };
    expect(["confirmed", "processing", "completed"]).toContain(confirmed.status);
    const completed = await waitFor(admin, created.id, ["completed", "failed"]);
    expect(completed.status).toBe("completed");

    const again = await rejection(admin.admin.batchJobs.confirm(created.id));
    expect(again.status).toBe(400);
    expect((await rejection(admin.admin.batchJobs.cancel(created.id))).status).toBe(400);

    const listed = (await admin.admin.batchJobs.list({
      type: ["product-export"],
      canceled_at: null,
    } as never)) as unknown as { batch_jobs: Job[]; limit: number };
    expect(listed.limit).toBe(10);
    expect(listed.batch_jobs.map((job) => job.id)).toContain(created.id);
    const none = (await admin.admin.batchJobs.list({
      completed_at: null,
      type: ["product-export"],
    } as never)) as unknown as { batch_jobs: Job[] };
    expect(none.batch_jobs.map((job) => job.id)).not.toContain(created.id);
  });

  it("creates one job for one Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `batch-${Date.now()}` };
    const body = { type: "order-export", context: {}, dry_run: true };
    const first = (await admin.admin.batchJobs.create(body, headers)) as unknown as {
      batch_job: Job;
    };
    const repeat = (await admin.admin.batchJobs.create(body, headers)) as unknown as {
      batch_job: Job;
    };
    expect(repeat.batch_job.id).toBe(first.batch_job.id);
    await admin.admin.batchJobs.cancel(first.batch_job.id);
  });

  it("cancels a dry run waiting for confirmation", async () => {
    const { batch_job } = (await admin.admin.batchJobs.create({
      type: "order-export",
      context: {},
      dry_run: true,
    })) as unknown as { batch_job: Job };
    await waitFor(admin, batch_job.id, ["pre_processed"]);
    const { batch_job: canceled } = (await admin.admin.batchJobs.cancel(
      batch_job.id,
    )) as unknown as { batch_job: Job };
    expect(canceled.status).toBe("canceled");
    expect((await rejection(admin.admin.batchJobs.confirm(batch_job.id))).status).toBe(400);
  });

  it("refuses jobs it cannot run with a 400 that says why", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: "price-list-import", context: {} }, /not supported/],
      [{ type: "product-import", context: {} }, /fileKey/],
      [{ type: "product-import", context: { fileKey: "missing-file.csv" } }, /no uploaded file/],
      [{ type: "product-export", context: { filterable_fields: { status: ["nope"] } } }, /status/],
    ];
    for (const [body, message] of cases) {
      const refused = await rejection(admin.admin.batchJobs.create(body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
  });

  it("exports products to a CSV file that downloads through a signed URL", async () => {
    const { batch_job } = (await admin.admin.batchJobs.create({
      type: "product-export",
      context: {},
      dry_run: false,
    })) as unknown as { batch_job: Job };
    const done = await waitFor(admin, batch_job.id, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done.result)).toBe("completed");
    expect(done.result?.file_key).toMatch(/product-export.*\.csv$/);
    const text = await download(admin, done.result!.file_key!);
    expect(Buffer.byteLength(text)).toBe(done.result?.file_size);
    const records = csvRecords(text);
    const live = await api.deps.db.select().from(products).where(isNull(products.deleted_at));
    expect(new Set(records.map((record) => record["Product Handle"]))).toEqual(
      new Set(live.map((product) => product.handle)),
    );
    expect(Object.keys(records[0])).toEqual(
      expect.arrayContaining(["Product Id", "Variant SKU", "Option 1 Name"]),
    );

    // The export re-imports to no change.
    const fileKey = await uploadCsv(api, admin, text, "export.csv");
    const before = await api.deps.db.select().from(products);
    const { batch_job: reimport } = (await admin.admin.batchJobs.create({
      type: "product-import",
      context: { fileKey },
      dry_run: false,
    })) as unknown as { batch_job: Job };
    const reimported = await waitFor(admin, reimport.id, ["completed", "failed"]);
    expect(reimported.status).toBe("completed");
    expect(reimported.result?.errors).toEqual([]);
    expect(reimported.result?.stat_descriptors?.[0].message).toMatch(
      /There will be 0 products created \(0 updated/,
    );
    const after = await api.deps.db.select().from(products);
    expect(after.map((row) => [row.id, row.updated_at.getTime()]).sort()).toEqual(
      before.map((row) => [row.id, row.updated_at.getTime()]).sort(),
    );
  });

  it("dry-runs an import, reports the bad row by its line, then imports on confirm, and the same file again changes nothing", async () => {
    const header = [
      "Product Handle",
      "Product Title",
      "Product Status",
      "Product Tags",
      "Variant Title",
      "Variant SKU",
      "Variant Inventory Quantity",
      "Option 1 Name",
      "Option 1 Value",
      `Price ${regionName} [USD]`,
      "Price EUR",
    ];
    const rows = [
      [
        "oak-stool",
        "Oak stool",
        "published",
        "oak,stool",
        "Small",
        "OAK-S",
        "4",
        "Size",
        "S",
        "2500",
        "2300",
      ],
      [
        "oak-stool",
        "Oak stool",
        "published",
        "oak,stool",
        "Large",
        "OAK-L",
        "2",
        "Size",
        "L",
        "3500",
        "3300",
      ],
      [
        "ash-bench",
        "Ash bench",
        "published",
        "",
        "Bench",
        "ASH-1",
        "lots",
        "Size",
        "One",
        "9000",
        "",
      ],
      ["ash-shelf", "Ash shelf", "published", "", "Shelf", "ASH-2", "1", "Size", "One", "7000", ""],
    ];
    const text = [header, ...rows].map((row) => row.join(";")).join("\r\n");
    const fileKey = await uploadCsv(api, admin, text);

    const { batch_job } = (await admin.admin.batchJobs.create({
      type: "product-import",
      context: { fileKey },
      dry_run: true,
    })) as unknown as { batch_job: Job };
    const dryRun = await waitFor(admin, batch_job.id, ["pre_processed", "failed"]);
    expect(dryRun.status, JSON.stringify(dryRun.result)).toBe("pre_processed");
    expect(dryRun.result?.count).toBe(4);
    expect(dryRun.result?.stat_descriptors).toEqual([
      {
        key: "product-import-count",
        name: "Products/variants to import",
        message: expect.stringMatching(
          /There will be 2 products created \(0 updated, 0 unchanged\)\.\n 3 variants will be created and 0 updated/,
        ),
      },
    ]);
    expect(dryRun.result?.errors).toEqual([
      expect.objectContaining({
        line: 4,
        message: expect.stringMatching(/Variant Inventory Quantity/),
      }),
    ]);
    const written = await api.deps.db
      .select()
      .from(products)
      .where(eq(products.handle, "oak-stool"));
    expect(written).toEqual([]);

    await admin.admin.batchJobs.confirm(batch_job.id);
    const done = await waitFor(admin, batch_job.id, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(done.result?.advancement_count).toBe(4);
    expect(done.result?.errors).toEqual([expect.objectContaining({ line: 4 })]);

    const store = storeMedusa(api);
    const { products: found } = await store.products.list({ handle: "oak-stool" } as never);
    expect(found).toHaveLength(1);
    expect(found[0].variants.map((variant: { sku: string | null }) => variant.sku).sort()).toEqual([
      "OAK-L",
      "OAK-S",
    ]);
    const { products: bench } = await store.products.list({ handle: "ash-bench" } as never);
    expect(bench).toHaveLength(0);

    const before = await api.deps.db.select().from(products);
    const { batch_job: again } = (await admin.admin.batchJobs.create({
      type: "product-import",
      context: { fileKey },
    })) as unknown as { batch_job: Job };
    const second = await waitFor(admin, again.id, ["completed", "failed"]);
    expect(second.status).toBe("completed");
    expect(second.result?.stat_descriptors?.[0].message).toMatch(
      /0 products created \(0 updated, 2 unchanged\)\.\n 0 variants will be created and 0 updated/,
    );
    const after = await api.deps.db.select().from(products);
    expect(after.length).toBe(before.length);
    expect(after.map((row) => [row.id, row.updated_at.getTime()]).sort()).toEqual(
      before.map((row) => [row.id, row.updated_at.getTime()]).sort(),
    );
  });

  it("imports the other new products of a chunk when one is refused as it is written, reporting that product's rows", async () => {
    // Both tables take the SKU ELM-1: each row is valid on its own, so only the write refuses one.
    const text = [
      "Product Handle;Product Title;Product Status;Variant SKU;Option 1 Name;Option 1 Value",
      "elm-chair;Elm chair;published;ELM-1;Size;One",
      "elm-table;Elm table;published;ELM-1;Size;One",
      "elm-stool;Elm stool;published;ELM-2;Size;One",
    ].join("\r\n");
    const fileKey = await uploadCsv(api, admin, text);
    const { batch_job } = (await admin.admin.batchJobs.create({
      type: "product-import",
      context: { fileKey },
    })) as unknown as { batch_job: Job };
    const done = await waitFor(admin, batch_job.id, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(done.result?.errors).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/SKU ELM-1/) }),
    ]);
    const written = await api.deps.db
      .select({ handle: products.handle })
      .from(products)
      .where(like(products.handle, "elm-%"));
    expect(written.map((row) => row.handle).sort()).toEqual(["elm-chair", "elm-stool"]);
  });

  it("exports orders in Medusa's columns", async () => {
    const shop = await insertCheckoutShop(api);
    const order = await placeOrder(api, shop, { email: "export.me@example.com" });
    const { batch_job } = (await admin.admin.batchJobs.create({
      type: "order-export",
      context: {},
      dry_run: false,
    })) as unknown as { batch_job: Job };
    const done = await waitFor(admin, batch_job.id, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done.result)).toBe("completed");
    const records = csvRecords(await download(admin, done.result!.file_key!));
    const row = records.find((record) => record.Order_ID === order.id);
    expect(row).toMatchObject({
      Display_ID: String(order.display_id),
      "Customer Email": "export.me@example.com",
      Total: String(order.total),
      "Currency Code": "usd",
    });
  });
});
