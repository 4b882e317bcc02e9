// Admin products over real HTTP (contract medusa-v1 §12.1): create with options, variants and
// prices, read, update, variants and options, the store seeing published products at once, and
// the 400s and 404s of bad input.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants } from "../src/db/schema";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface PriceJson {
  id: string;
  currency_code: string;
  amount: number;
  region_id: string | null;
}
interface VariantJson {
  id: string;
  title: string;
  sku: string | null;
  inventory_quantity: number;
  prices: PriceJson[];
  options: { option_id: string; value: string }[];
}
interface ProductJson {
  id: string;
  title: string;
  handle: string;
  status: string;
  thumbnail: string | null;
  collection_id: string | null;
  options: { id: string; title: string; values: { value: string }[] }[];
  variants: VariantJson[];
  images: { url: string }[];
  tags: { id: string; value: string }[];
  type: { id: string; value: string } | null;
  sales_channels: { id: string }[];
  categories: { id: string }[];
  metadata: Record<string, unknown> | null;
}

let skuCount = 0;
const sku = () => `TEST-${Date.now().toString(36)}-${++skuCount}`;

describe.each(databaseKinds)("admin products on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  async function createProduct(body: Record<string, unknown>): Promise<ProductJson> {
    const response = await staff.request("/admin/products", { method: "POST", json: body });
    const json = (await response.json()) as { product: ProductJson; message?: string };
    expect(response.status, json.message).toBe(200);
    return json.product;
  }

  const chairBody = (title: string) => ({
    title,
    status: "published",
    options: [{ title: "Colour" }],
    images: ["https://images.example/chair-1.jpg", "https://images.example/chair-2.jpg"],
    tags: [{ value: "admin-test" }],
    type: { value: "Seating" },
    variants: [
      {
        title: "Oak",
        sku: sku(),
        inventory_quantity: 5,
        prices: [
          { currency_code: "usd", amount: 12_000 },
          { currency_code: "eur", amount: 11_000 },
        ],
        options: [{ value: "Oak" }],
      },
      {
        title: "Walnut",
        sku: sku(),
        inventory_quantity: 2,
        prices: [
          { currency_code: "usd", amount: 14_000 },
          { currency_code: "EUR", amount: 13_000 },
        ],
        options: [{ value: "Walnut" }],
      },
    ],
  });

  it("creates a product with options, variants and prices in two currencies, and reads it back", async () => {
    const product = await createProduct(chairBody("Lindqvist Lounge Chair"));
    expect(product).toMatchObject({
      title: "Lindqvist Lounge Chair",
      handle: "lindqvist-lounge-chair",
      status: "published",
      thumbnail: "https://images.example/chair-1.jpg",
      options: [{ title: "Colour" }],
      tags: [{ value: "admin-test" }],
      type: { value: "Seating" },
    });
    expect(product.id).toMatch(/^prod_/);
    expect(product.images.map((image) => image.url)).toEqual([
      "https://images.example/chair-1.jpg",
      "https://images.example/chair-2.jpg",
    ]);
    expect(product.sales_channels).toEqual([
      expect.objectContaining({ id: api.seed!.salesChannelId }),
    ]);
    expect(product.variants.map((variant) => variant.title)).toEqual(["Oak", "Walnut"]);
    const [oak, walnut] = product.variants;
    expect(oak.inventory_quantity).toBe(5);
    expect(oak.options).toEqual([
      expect.objectContaining({ option_id: product.options[0].id, value: "Oak" }),
    ]);
    expect(walnut.prices.map(({ currency_code, amount }) => ({ currency_code, amount }))).toEqual([
      { currency_code: "eur", amount: 13_000 },
      { currency_code: "usd", amount: 14_000 },
    ]);
    expect(product.options[0].values.map((value) => value.value).sort()).toEqual(["Oak", "Walnut"]);

    const read = await staff.request(`/admin/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { product: ProductJson }).product).toEqual(product);
  });

  it("shows a product created as published in the store listing at once", async () => {
    const before = await api.request("/store/products?currency_code=usd&limit=100");
    expect(before.status).toBe(200);
    const product = await createProduct(chairBody("Fresh Arrival Armchair"));

    const after = await api.request("/store/products?currency_code=usd&limit=100");
    const listing = (await after.json()) as {
      products: { id: string; variants: { calculated_price: number | null }[] }[];
    };
    const listed = listing.products.find((candidate) => candidate.id === product.id);
    expect(listed).toBeDefined();
    expect(listed!.variants.map((variant) => variant.calculated_price)).toEqual([12_000, 14_000]);

    const one = await api.request(`/store/products/${product.id}?currency_code=eur`);
    expect(one.status).toBe(200);
  });

  it("keeps drafts out of the store until they are published", async () => {
    const product = await createProduct({ ...chairBody("Quiet Draft Stool"), status: "draft" });
    expect(product.status).toBe("draft");
    expect((await api.request(`/store/products/${product.id}`)).status).toBe(404);

    const published = await staff.request(`/admin/products/${product.id}`, {
      method: "POST",
      json: { status: "published" },
    });
    expect(published.status).toBe(200);
    expect((await api.request(`/store/products/${product.id}`)).status).toBe(200);
  });

  it("updates the title, handle, images, tags and metadata, and lists with filters", async () => {
    const product = await createProduct(chairBody("Halden Side Table"));
    const updated = await staff.request(`/admin/products/${product.id}`, {
      method: "POST",
      json: {
        title: "Halden Side Table, Ash",
        handle: "halden-side-table-ash",
        images: ["https://images.example/halden.jpg"],
        tags: [{ value: "limed-ash-finish" }, { value: "admin-test" }],
        metadata: { designer: "Halden" },
      },
    });
    expect(updated.status).toBe(200);
    const { product: changed } = (await updated.json()) as { product: ProductJson };
    expect(changed).toMatchObject({
      title: "Halden Side Table, Ash",
      handle: "halden-side-table-ash",
      thumbnail: product.thumbnail,
      metadata: { designer: "Halden" },
    });
    expect(changed.images.map((image) => image.url)).toEqual(["https://images.example/halden.jpg"]);
    expect(changed.tags.map((tag) => tag.value)).toEqual(["admin-test", "limed-ash-finish"]);
    expect(changed.variants).toHaveLength(2);

    const metadata = await staff.request(`/admin/products/${product.id}/metadata`, {
      method: "POST",
      json: { key: "room", value: "living" },
    });
    expect(((await metadata.json()) as { product: ProductJson }).product.metadata).toEqual({
      designer: "Halden",
      room: "living",
    });

    const found = await staff.request("/admin/products?q=halden-side&status[]=published");
    const list = (await found.json()) as { products: ProductJson[]; count: number; limit: number };
    expect(list.count).toBe(1);
    expect(list.limit).toBe(50);
    expect(list.products[0].id).toBe(product.id);

    const tagId = changed.tags.find((tag) => tag.value === "limed-ash-finish")!.id;
    const byTag = (await (await staff.request(`/admin/products?tags[]=${tagId}`)).json()) as {
      products: ProductJson[];
    };
    expect(byTag.products.map((row) => row.id)).toEqual([product.id]);

    const drafts = (await (
      await staff.request("/admin/products?status[]=draft&limit=200")
    ).json()) as {
      products: ProductJson[];
    };
    expect(drafts.products.every((row) => row.status === "draft")).toBe(true);

    const usage = (await (await staff.request("/admin/products/tag-usage")).json()) as {
      tags: { value: string; usage_count: number }[];
    };
    expect(usage.tags.find((tag) => tag.value === "limed-ash-finish")?.usage_count).toBe(1);
    const types = (await (await staff.request("/admin/products/types")).json()) as {
      types: { value: string }[];
    };
    expect(types.types.map((type) => type.value)).toContain("Seating");
  });

  it("adds, changes and deletes variants, prices by id, and options", async () => {
    const product = await createProduct(chairBody("Mora Dining Chair"));
    const colour = product.options[0];

    const added = await staff.request(`/admin/products/${product.id}/variants`, {
      method: "POST",
      json: {
        title: "Ash",
        sku: sku(),
        inventory_quantity: 7,
        prices: [{ region_id: api.seed!.regions.jp, amount: 20_000 }],
        options: [{ option_id: colour.id, value: "Ash" }],
      },
    });
    expect(added.status).toBe(200);
    const withAsh = ((await added.json()) as { product: ProductJson }).product;
    const ash = withAsh.variants.find((variant) => variant.title === "Ash")!;
    expect(ash.prices).toEqual([
      expect.objectContaining({ currency_code: "jpy", region_id: api.seed!.regions.jp }),
    ]);

    const [oak] = product.variants;
    const usd = oak.prices.find((price) => price.currency_code === "usd")!;
    const changed = await staff.request(`/admin/products/${product.id}/variants/${oak.id}`, {
      method: "POST",
      json: {
        inventory_quantity: 40,
        prices: [
          { id: usd.id, currency_code: "usd", amount: 9_900 },
          { currency_code: "jpy", amount: 15_000 },
        ],
        options: [{ option_id: colour.id, value: "Natural Oak" }],
      },
    });
    expect(changed.status).toBe(200);
    const afterChange = ((await changed.json()) as { product: ProductJson }).product;
    const newOak = afterChange.variants.find((variant) => variant.id === oak.id)!;
    expect(newOak.inventory_quantity).toBe(40);
    expect(newOak.options[0].value).toBe("Natural Oak");
    expect(
      newOak.prices.map(({ id, currency_code, amount }) => ({ id, currency_code, amount })),
    ).toEqual([
      { id: expect.any(String), currency_code: "jpy", amount: 15_000 },
      { id: usd.id, currency_code: "usd", amount: 9_900 },
    ]);

    const listed = await staff.request(`/admin/products/${product.id}/variants`);
    expect(((await listed.json()) as { count: number }).count).toBe(3);

    const removed = await staff.request(`/admin/products/${product.id}/variants/${ash.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    const removal = (await removed.json()) as { variant_id: string; product: ProductJson };
    expect(removal).toMatchObject({ variant_id: ash.id, object: "product-variant", deleted: true });
    expect(removal.product.variants).toHaveLength(2);
    const [deletedRow] = await api.deps.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, ash.id));
    expect(deletedRow.deleted_at).not.toBeNull();
    expect(deletedRow.sku).toBeNull();

    const option = await staff.request(`/admin/products/${product.id}/options`, {
      method: "POST",
      json: { title: "Finish" },
    });
    const withFinish = ((await option.json()) as { product: ProductJson }).product;
    const finish = withFinish.options.find((row) => row.title === "Finish")!;
    expect(finish.values.map((value) => value.value)).toEqual(["Default", "Default"]);

    const optionGone = await staff.request(`/admin/products/${product.id}/options/${finish.id}`, {
      method: "DELETE",
    });
    expect(await optionGone.json()).toMatchObject({
      option_id: finish.id,
      object: "option",
      deleted: true,
    });
    // Without Colour, Oak and Walnut would be the same variant.
    const refused = await staff.request(`/admin/products/${product.id}/options/${colour.id}`, {
      method: "DELETE",
    });
    expect(refused.status).toBe(400);
  });

  it("replaces the variants listed in an update: changed by id, added without, dropped when left out", async () => {
    const product = await createProduct(chairBody("Tove Stacking Chair"));
    const [oak, walnut] = product.variants;
    const colour = product.options[0];
    const response = await staff.request(`/admin/products/${product.id}`, {
      method: "POST",
      json: {
        variants: [
          {
            id: walnut.id,
            title: "Dark Walnut",
            prices: [{ currency_code: "usd", amount: 15_500 }],
          },
          {
            title: "Cherry",
            sku: sku(),
            prices: [{ currency_code: "eur", amount: 12_500 }],
            options: [{ option_id: colour.id, value: "Cherry" }],
          },
        ],
      },
    });
    const body = (await response.json()) as { product: ProductJson; message?: string };
    expect(response.status, body.message).toBe(200);
    expect(body.product.variants.map((variant) => variant.title)).toEqual([
      "Dark Walnut",
      "Cherry",
    ]);
    expect(body.product.variants[0].prices).toEqual([
      expect.objectContaining({ currency_code: "usd", amount: 15_500 }),
    ]);
    expect(body.product.variants.some((variant) => variant.id === oak.id)).toBe(false);

    const clash = await staff.request(`/admin/products/${product.id}`, {
      method: "POST",
      json: {
        variants: [
          { id: walnut.id },
          { title: "Twin", options: [{ option_id: colour.id, value: "Walnut" }] },
        ],
      },
    });
    expect(clash.status).toBe(400);
  });

  it("lists variants by SKU and shows their inventory per sales channel", async () => {
    const product = await createProduct(chairBody("Sundby Bench"));
    const [oak] = product.variants;
    const found = await staff.request(`/admin/variants?q=${oak.sku}`);
    const list = (await found.json()) as {
      variants: (VariantJson & { product: { id: string } })[];
      count: number;
      limit: number;
    };
    expect(list).toMatchObject({ count: 1, limit: 20 });
    expect(list.variants[0]).toMatchObject({ id: oak.id, product: { id: product.id } });

    const inventory = await staff.request(`/admin/variants/${oak.id}/inventory`);
    expect(inventory.status).toBe(200);
    expect(await inventory.json()).toMatchObject({
      variant: {
        id: oak.id,
        sales_channel_availability: [
          { channel_id: api.seed!.salesChannelId, available_quantity: 5 },
        ],
      },
    });
    expect((await staff.request("/admin/variants/variant_missing/inventory")).status).toBe(404);
  });

  it("deletes a product softly, frees its handle, and the store no longer shows it", async () => {
    const product = await createProduct(chairBody("Brief Visit Lamp"));
    const deleted = await staff.request(`/admin/products/${product.id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ id: product.id, object: "product", deleted: true });
    expect((await staff.request(`/admin/products/${product.id}`)).status).toBe(404);
    expect((await api.request(`/store/products/${product.id}`)).status).toBe(404);
    const again = await createProduct({ ...chairBody("Brief Visit Lamp"), variants: [] });
    expect(again.handle).toBe("brief-visit-lamp");
  });

  it("refuses a handle or SKU that is taken", async () => {
    await createProduct({ title: "Unique Vase" });
    const clash = await staff.request("/admin/products", {
      method: "POST",
      json: { title: "Another Vase", handle: "unique-vase" },
    });
    expect(clash.status).toBe(400);
    expect(await clash.json()).toEqual({
      type: "invalid_data",
      message: "A product with handle unique-vase already exists",
    });
    const sameTitle = await staff.request("/admin/products", {
      method: "POST",
      json: { title: "Unique Vase" },
    });
    expect(sameTitle.status).toBe(400);

    const taken = sku();
    await createProduct({ title: "Sku Holder", variants: [{ title: "One", sku: taken }] });
    const skuClash = await staff.request("/admin/products", {
      method: "POST",
      json: { title: "Sku Thief", variants: [{ title: "One", sku: taken }] },
    });
    expect(skuClash.status).toBe(400);
    expect(((await skuClash.json()) as { message: string }).message).toBe(
      `A variant with SKU ${taken} already exists`,
    );
  });

  it.each([
    ["no title", {}, "title is required"],
    ["an unknown field", { title: "X", colour: "red" }, "property colour should not exist"],
    [
      "a negative amount",
      {
        title: "X",
        variants: [{ title: "A", prices: [{ currency_code: "usd", amount: -1 }] }],
      },
      "variants.0.prices.0.amount: must not be negative",
    ],
    [
      "a fractional amount",
      {
        title: "X",
        variants: [{ title: "A", prices: [{ currency_code: "usd", amount: 10.5 }] }],
      },
      "variants.0.prices.0.amount: must be a whole number",
    ],
    [
      "a currency the store does not sell in",
      {
        title: "X",
        variants: [{ title: "A", prices: [{ currency_code: "gbp", amount: 100 }] }],
      },
      "Currency gbp is not one of the store's currencies (eur, jpy, usd)",
    ],
    [
      "both a currency and a region",
      {
        title: "X",
        variants: [
          { title: "A", prices: [{ currency_code: "usd", region_id: "reg_x", amount: 1 }] },
        ],
      },
      "variants.0.prices.0: give either currency_code or region_id",
    ],
    [
      "a variant missing an option value",
      { title: "X", options: [{ title: "Size" }], variants: [{ title: "A", options: [] }] },
      "variants.0.options: must give 1 values, one for each product option in order",
    ],
    [
      "two variants with the same option values",
      {
        title: "X",
        options: [{ title: "Size" }],
        variants: [
          { title: "A", options: [{ value: "S" }] },
          { title: "B", options: [{ value: "S" }] },
        ],
      },
      "Two variants cannot have the same option values (S)",
    ],
    [
      "a bad status",
      { title: "X", status: "live" },
      "status: must be one of draft, proposed, published, rejected",
    ],
    [
      "a handle with spaces",
      { title: "X", handle: "my chair" },
      "handle: must be lowercase letters and digits, joined by single hyphens or underscores",
    ],
  ])("refuses a product with %s", async (_name, body, message) => {
    const response = await staff.request("/admin/products", { method: "POST", json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: "invalid_data", message });
  });

  it("answers 404 for unknown products, variants and references, and 400 for bad queries", async () => {
    expect((await staff.request("/admin/products/prod_missing")).status).toBe(404);
    expect(
      (
        await staff.request("/admin/products/prod_missing", {
          method: "POST",
          json: { title: "Y" },
        })
      ).status,
    ).toBe(404);
    expect((await staff.request("/admin/products/prod_missing", { method: "DELETE" })).status).toBe(
      404,
    );
    const product = await createProduct({ title: "Lonely Plinth" });
    expect(
      (
        await staff.request(`/admin/products/${product.id}/variants/variant_missing`, {
          method: "POST",
          json: { inventory_quantity: 1 },
        })
      ).status,
    ).toBe(404);
    const badCollection = await staff.request("/admin/products", {
      method: "POST",
      json: { title: "Orphan", collection_id: "pcol_missing" },
    });
    expect(badCollection.status).toBe(404);
    expect(await badCollection.json()).toMatchObject({ type: "not_found" });
    expect((await staff.request("/admin/products?status[]=live")).status).toBe(400);
    expect((await staff.request("/admin/products?limit=-1")).status).toBe(400);
    expect((await staff.request("/admin/products?order=price")).status).toBe(400);
    const notJson = await staff.request("/admin/products", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });
});
