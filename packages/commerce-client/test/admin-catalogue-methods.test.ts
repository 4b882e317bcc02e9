// Contract §12.1–§12.2: each catalogue method calls the route the contract names, with its body;
// uploads go as multipart with one `files` part per file, not as JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceClient, type AdminApi, type CommerceClient } from "../src";
import { json, startServer, type TestServer } from "./support/test-server";

let server: TestServer;
let client: CommerceClient;
beforeAll(async () => {
  server = await startServer((request) =>
    request.url === "/admin/uploads" && request.method === "POST"
      ? json(200, { uploads: [{ url: "http://api/media/uploads/a.png", key: "a.png" }] })
      : json(200, {}),
  );
  client = createCommerceClient({ baseUrl: server.url, maxRetries: 0 });
});
afterAll(() => server.close());

type Case = [
  name: string,
  call: (admin: AdminApi) => Promise<unknown>,
  route: string,
  body?: unknown,
];

const variant = {
  title: "Large",
  sku: "VASE-L",
  inventory_quantity: 4,
  prices: [{ currency_code: "usd", amount: 4500 }],
  options: [{ option_id: "opt_1", value: "Large" }],
};

// prettier-ignore
const cases: Case[] = [
  ["products.list", (a) => a.products.list({ q: "vase", status: ["draft", "published"], offset: 20, limit: 20 }), "GET /admin/products?q=vase&status[]=draft&status[]=published&offset=20&limit=20"],
  ["products.retrieve", (a) => a.products.retrieve("prod_1"), "GET /admin/products/prod_1"],
  ["products.create", (a) => a.products.create({ title: "Vase", options: [{ title: "Size" }] }), "POST /admin/products", { title: "Vase", options: [{ title: "Size" }] }],
  ["products.update", (a) => a.products.update("prod_1", { status: "published" }), "POST /admin/products/prod_1", { status: "published" }],
  ["products.delete", (a) => a.products.delete("prod_1"), "DELETE /admin/products/prod_1"],
  ["products.createVariant", (a) => a.products.createVariant("prod_1", variant), "POST /admin/products/prod_1/variants", variant],
  ["products.updateVariant", (a) => a.products.updateVariant("prod_1", "variant_1", { inventory_quantity: 2 }), "POST /admin/products/prod_1/variants/variant_1", { inventory_quantity: 2 }],
  ["products.deleteVariant", (a) => a.products.deleteVariant("prod_1", "variant_1"), "DELETE /admin/products/prod_1/variants/variant_1"],
  ["products.addOption", (a) => a.products.addOption("prod_1", { title: "Colour" }), "POST /admin/products/prod_1/options", { title: "Colour" }],
  ["products.updateOption", (a) => a.products.updateOption("prod_1", "opt_1", { title: "Size" }), "POST /admin/products/prod_1/options/opt_1", { title: "Size" }],
  ["products.deleteOption", (a) => a.products.deleteOption("prod_1", "opt_1"), "DELETE /admin/products/prod_1/options/opt_1"],
  ["collections.list", (a) => a.collections.list({ limit: 100 }), "GET /admin/collections?limit=100"],
  ["uploads.delete", (a) => a.uploads.delete("a.png"), "DELETE /admin/uploads", { file_key: "a.png" }],
];

describe("admin catalogue methods", () => {
  it.each(cases)("%s calls %s", async (_name, call, route, body) => {
    await call(client.admin);
    const request = server.requests.at(-1);
    expect(`${request?.method} ${request?.url}`).toBe(route);
    expect(request?.body === "" ? undefined : JSON.parse(request?.body ?? "")).toEqual(body);
  });

  it("uploads files as multipart parts named files and answers their URLs", async () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], "vase.png", { type: "image/png" });
    const { uploads } = await client.admin.uploads.create([image]);
    const request = server.requests.at(-1);
    expect(`${request?.method} ${request?.url}`).toBe("POST /admin/uploads");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="files"; filename="vase.png"');
    expect(request?.body).toContain("Content-Type: image/png");
    expect(uploads).toEqual([{ url: "http://api/media/uploads/a.png", key: "a.png" }]);
  });
});
