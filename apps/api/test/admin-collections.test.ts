// Admin collections, categories, tags and types over real HTTP (contract medusa-v1 §12.1):
// CRUD, product batches, the store seeing changes at once, and the 400s and 404s of bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface CollectionJson {
  id: string;
  title: string;
  handle: string | null;
  metadata: Record<string, unknown> | null;
  products: { id: string }[];
}
interface CategoryJson {
  id: string;
  name: string;
  handle: string;
  rank: number;
  is_active: boolean;
  is_internal: boolean;
  parent_category_id: string | null;
  parent_category: { id: string } | null;
  category_children: { id: string }[];
}

describe.each(databaseKinds)("admin collections and categories on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  let productIds: string[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
    const made: string[] = [];
    for (const title of ["Batch Lamp One", "Batch Lamp Two"]) {
      const response = await staff.request("/admin/products", {
        method: "POST",
        json: {
          title,
          status: "published",
          variants: [{ title: "Default", prices: [{ currency_code: "usd", amount: 5_000 }] }],
        },
      });
      made.push(((await response.json()) as { product: { id: string } }).product.id);
    }
    productIds = made;
  });
  afterAll(() => api?.close());

  async function json<T>(response: Response, status = 200): Promise<T> {
    const body = (await response.json()) as T & { message?: string };
    expect(response.status, body.message).toBe(status);
    return body;
  }

  it("creates, finds, renames and deletes a collection", async () => {
    const { collection } = await json<{ collection: CollectionJson }>(
      await staff.request("/admin/collections", {
        method: "POST",
        json: { title: "Nordic Light", metadata: { season: "winter" } },
      }),
    );
    expect(collection).toMatchObject({
      title: "Nordic Light",
      handle: "nordic-light",
      metadata: { season: "winter" },
      products: [],
    });
    expect(collection.id).toMatch(/^pcol_/);

    const listed = await json<{ collections: CollectionJson[]; count: number; limit: number }>(
      await staff.request("/admin/collections?q=nordic"),
    );
    expect(listed).toMatchObject({ count: 1, limit: 10 });
    expect(listed.collections[0].id).toBe(collection.id);

    const renamed = await json<{ collection: CollectionJson }>(
      await staff.request(`/admin/collections/${collection.id}`, {
        method: "POST",
        json: { title: "Nordic Lights", metadata: { season: "" } },
      }),
    );
    expect(renamed.collection).toMatchObject({
      title: "Nordic Lights",
      handle: "nordic-light",
      metadata: {},
    });
    const store = await api.request(`/store/collections/${collection.id}`);
    expect(await store.json()).toMatchObject({ collection: { title: "Nordic Lights" } });

    const deleted = await staff.request(`/admin/collections/${collection.id}`, {
      method: "DELETE",
    });
    expect(await deleted.json()).toEqual({
      id: collection.id,
      object: "product-collection",
      deleted: true,
    });
    expect((await staff.request(`/admin/collections/${collection.id}`)).status).toBe(404);
    expect((await api.request(`/store/collections/${collection.id}`)).status).toBe(404);
    // The handle is free again.
    await json(
      await staff.request("/admin/collections", {
        method: "POST",
        json: { title: "Nordic Light" },
      }),
    );
  });

  it("adds products to a collection in a batch and removes them again", async () => {
    const { collection } = await json<{ collection: CollectionJson }>(
      await staff.request("/admin/collections", { method: "POST", json: { title: "Batch Room" } }),
    );
    const added = await json<{ collection: CollectionJson }>(
      await staff.request(`/admin/collections/${collection.id}/products/batch`, {
        method: "POST",
        json: { product_ids: productIds },
      }),
    );
    expect(added.collection.products.map((product) => product.id).sort()).toEqual(
      [...productIds].sort(),
    );
    const inStore = await api.request(
      `/store/products?collection_id[]=${collection.id}&currency_code=usd`,
    );
    expect(((await inStore.json()) as { count: number }).count).toBe(2);

    const removed = await staff.request(`/admin/collections/${collection.id}/products/batch`, {
      method: "DELETE",
      json: { product_ids: [productIds[0]] },
    });
    expect(await removed.json()).toEqual({
      id: collection.id,
      object: "product-collection",
      removed_products: [productIds[0]],
    });
    const after = await json<{ collection: CollectionJson }>(
      await staff.request(`/admin/collections/${collection.id}`),
    );
    expect(after.collection.products.map((product) => product.id)).toEqual([productIds[1]]);
    const product = await json<{ product: { collection_id: string | null } }>(
      await staff.request(`/admin/products/${productIds[0]}`),
    );
    expect(product.product.collection_id).toBeNull();
  });

  it("refuses bad collection bodies, clashing handles and unknown ids", async () => {
    const cases: [string, string, unknown, number, string][] = [
      ["POST", "/admin/collections", {}, 400, "title is required"],
      ["POST", "/admin/collections", { title: " " }, 400, "title: must not be empty"],
      [
        "POST",
        "/admin/collections",
        { title: "Y", colour: 1 },
        400,
        "property colour should not exist",
      ],
      [
        "POST",
        "/admin/collections",
        { title: "Batch Room" },
        400,
        "A collection with handle batch-room already exists",
      ],
    ];
    for (const [method, path, body, status, message] of cases) {
      const response = await staff.request(path, { method, json: body });
      expect(response.status, message).toBe(status);
      expect(await response.json()).toEqual({ type: "invalid_data", message });
    }
    const { collection } = await json<{ collection: CollectionJson }>(
      await staff.request("/admin/collections", {
        method: "POST",
        json: { title: "Strict Batches" },
      }),
    );
    const noIds = await staff.request(`/admin/collections/${collection.id}/products/batch`, {
      method: "POST",
      json: { product_ids: [] },
    });
    expect(await noIds.json()).toEqual({
      type: "invalid_data",
      message: "product_ids: must name at least one product",
    });
    const unknownProduct = await staff.request(
      `/admin/collections/${collection.id}/products/batch`,
      {
        method: "POST",
        json: { product_ids: ["prod_missing"] },
      },
    );
    expect(unknownProduct.status).toBe(404);
    expect((await staff.request("/admin/collections/pcol_missing")).status).toBe(404);
    expect(
      (
        await staff.request("/admin/collections/pcol_missing", {
          method: "POST",
          json: { title: "Z" },
        })
      ).status,
    ).toBe(404);
    expect((await staff.request("/admin/collections?limit=x")).status).toBe(400);
  });

  it("builds a category tree, links products in batches and hides inactive branches from the store", async () => {
    const { product_category: parent } = await json<{ product_category: CategoryJson }>(
      await staff.request("/admin/product-categories", {
        method: "POST",
        json: { name: "Outdoor Living" },
      }),
    );
    expect(parent).toMatchObject({
      handle: "outdoor-living",
      is_active: true,
      is_internal: false,
      parent_category: null,
      category_children: [],
    });
    const { product_category: child } = await json<{ product_category: CategoryJson }>(
      await staff.request("/admin/product-categories", {
        method: "POST",
        json: { name: "Garden Chairs", parent_category_id: parent.id },
      }),
    );
    expect(child).toMatchObject({
      parent_category_id: parent.id,
      parent_category: { id: parent.id },
    });

    const tree = await json<{ product_category: CategoryJson }>(
      await staff.request(`/admin/product-categories/${parent.id}`),
    );
    expect(tree.product_category.category_children.map((row) => row.id)).toEqual([child.id]);

    const linked = await staff.request(`/admin/product-categories/${child.id}/products/batch`, {
      method: "POST",
      json: { product_ids: productIds.map((id) => ({ id })) },
    });
    expect(linked.status).toBe(200);
    const storeList = async () =>
      (
        (await (
          await api.request(`/store/products?category_id[]=${child.id}&currency_code=usd`)
        ).json()) as { count: number }
      ).count;
    expect(await storeList()).toBe(2);
    const unlinked = await staff.request(`/admin/product-categories/${child.id}/products/batch`, {
      method: "DELETE",
      json: { product_ids: [{ id: productIds[1] }] },
    });
    expect(unlinked.status).toBe(200);
    expect(await storeList()).toBe(1);

    const hidden = await staff.request(`/admin/product-categories/${parent.id}`, {
      method: "POST",
      json: { is_active: false },
    });
    expect(hidden.status).toBe(200);
    expect((await api.request(`/store/product-categories/${child.id}`)).status).toBe(404);
    const adminList = await json<{ product_categories: CategoryJson[]; limit: number }>(
      await staff.request("/admin/product-categories?is_active=false"),
    );
    expect(adminList.limit).toBe(100);
    expect(adminList.product_categories.map((row) => row.id)).toContain(parent.id);

    const loop = await staff.request(`/admin/product-categories/${parent.id}`, {
      method: "POST",
      json: { parent_category_id: child.id },
    });
    expect(await loop.json()).toEqual({
      type: "invalid_data",
      message: "parent_category_id: a category cannot be placed inside itself",
    });
    const withChildren = await staff.request(`/admin/product-categories/${parent.id}`, {
      method: "DELETE",
    });
    expect(withChildren.status).toBe(400);
    const leafGone = await staff.request(`/admin/product-categories/${child.id}`, {
      method: "DELETE",
    });
    expect(await leafGone.json()).toEqual({
      id: child.id,
      object: "product-category",
      deleted: true,
    });
    expect((await staff.request(`/admin/product-categories/${child.id}`)).status).toBe(404);
    const clash = await staff.request("/admin/product-categories", {
      method: "POST",
      json: { name: "Again", handle: "outdoor-living" },
    });
    expect(await clash.json()).toEqual({
      type: "invalid_data",
      message: "A category with handle outdoor-living already exists",
    });
    const noName = await staff.request("/admin/product-categories", { method: "POST", json: {} });
    expect(await noName.json()).toEqual({ type: "invalid_data", message: "name is required" });
    const badParent = await staff.request("/admin/product-categories", {
      method: "POST",
      json: { name: "Stray", parent_category_id: "pcat_missing" },
    });
    expect(badParent.status).toBe(404);
  });

  it("lists product tags and types with search and paging", async () => {
    await json(
      await staff.request("/admin/products", {
        method: "POST",
        json: {
          title: "Tagged Tray",
          tags: [{ value: "lacquered-birch" }],
          type: { value: "Trays and Boards" },
        },
      }),
    );
    const tags = await json<{ product_tags: { value: string }[]; count: number; limit: number }>(
      await staff.request("/admin/product-tags?q=lacquered"),
    );
    expect(tags).toMatchObject({
      count: 1,
      limit: 10,
      product_tags: [{ value: "lacquered-birch" }],
    });
    const types = await json<{ product_types: { value: string }[]; limit: number }>(
      await staff.request("/admin/product-types?q=trays"),
    );
    expect(types).toMatchObject({ limit: 20, product_types: [{ value: "Trays and Boards" }] });
    expect((await staff.request("/admin/product-tags?order=colour")).status).toBe(400);
    expect((await staff.request("/admin/product-types?offset=-1")).status).toBe(400);
  });
});
