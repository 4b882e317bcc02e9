import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./commerce-client";

function recordingClient() {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createCommerceClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ batch_job: { id: "batch_1" } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  const header = (index: number, name: string) => new Headers(calls[index].init.headers).get(name);
  return { client, calls, header };
}

describe("admin batch jobs", () => {
  it("use medusa-js's names and paths", async () => {
    const { client, calls } = recordingClient();
    await client.admin.batchJobs.list({ limit: 10 });
    await client.admin.batchJobs.retrieve("batch_1");
    await client.admin.batchJobs.confirm("batch_1");
    await client.admin.batchJobs.cancel("batch_1");
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ["GET", "http://api.test/admin/batch-jobs?limit=10"],
      ["GET", "http://api.test/admin/batch-jobs/batch_1"],
      ["POST", "http://api.test/admin/batch-jobs/batch_1/confirm"],
      ["POST", "http://api.test/admin/batch-jobs/batch_1/cancel"],
    ]);
  });

  it("send each write with its own Idempotency-Key", async () => {
    const { client, calls, header } = recordingClient();
    await client.admin.batchJobs.create({
      type: "product-import",
      context: { fileKey: "protected/a.csv" },
      dry_run: true,
    });
    await client.admin.batchJobs.confirm("batch_1");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      type: "product-import",
      context: { fileKey: "protected/a.csv" },
      dry_run: true,
    });
    expect(header(0, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(1, "Idempotency-Key")).not.toBe(header(0, "Idempotency-Key"));
  });
});

describe("admin protected uploads", () => {
  it("send the files as multipart parts named files, and ask for a download URL by key", async () => {
    const { client, calls } = recordingClient();
    await client.admin.uploads.createProtected([
      new File(["a;b"], "products.csv", { type: "text/csv" }),
    ]);
    await client.admin.uploads.getPresignedDownloadUrl({ file_key: "protected/a.csv" });
    expect(calls[0].url).toBe("http://api.test/admin/uploads/protected");
    const form = calls[0].init.body as FormData;
    expect((form.getAll("files")[0] as File).name).toBe("products.csv");
    expect(calls[1].url).toBe("http://api.test/admin/uploads/download-url");
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ file_key: "protected/a.csv" });
  });
});
