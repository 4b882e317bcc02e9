import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreCategory, StoreCategoryNode } from "../src/modules/catalogue/category-tree";
import type { StoreCollection } from "../src/modules/catalogue/collection-service";
import {
  ids,
  type MedusaErrorBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

type Collection = Wire<StoreCollection>;
type Category = Wire<StoreCategory>;
type CategoryNode = Wire<StoreCategoryNode>;
interface ValueEntity {
  id: string;
  value: string;
  created_at: string;
  updated_at: string;
}

describe.each(databaseKinds)("store collections, categories, tags and types on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  const expectBadQuery = async (path: string, message: RegExp) => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, path);
    expect(status, path).toBe(400);
    expect(body.type).toBe("invalid_data");
    expect(body.message).toMatch(message);
  };
  const expectNotFound = async (path: string, message: string) => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, path);
    expect(status).toBe(404);
    expect(body).toEqual({ type: "not_found", message });
  };

  describe("collections", () => {
    type CollectionList = {
      collections: Collection[];
      count: number;
      offset: number;
      limit: number;
    };
    const listIds = async (query = "") => {
      const { status, body } = await requestJson<CollectionList>(api, `/store/collections${query}`);
      expect(status).toBe(200);
      return body.collections.map((collection) => collection.id);
    };
    const { living, lighting, kitchen } = ids.collections;

    it("lists collections newest first, ten to a page by default", async () => {
      const { body } = await requestJson<CollectionList>(api, "/store/collections");
      expect(body).toMatchObject({ count: 3, offset: 0, limit: 10 });
      expect(body.collections.map((collection) => collection.id)).toEqual([
        kitchen,
        lighting,
        living,
      ]);
      expect(body.collections[2]).toEqual({
        id: living,
        title: "Living room",
        handle: "living-room",
        metadata: null,
        created_at: "2024-03-01T10:00:00.000Z",
        updated_at: "2024-03-01T10:00:00.000Z",
        deleted_at: null,
      });
    });

    it("filters by handle and by date, and pages", async () => {
      expect(await listIds("?handle[]=lighting&handle[]=living-room")).toEqual([lighting, living]);
      expect(await listIds("?handle=kitchen")).toEqual([kitchen]);
      expect(await listIds("?created_at[gte]=2024-03-01T10:01:00.000Z")).toEqual([
        kitchen,
        lighting,
      ]);
      expect(await listIds("?limit=1&offset=2")).toEqual([living]);
    });

    it("returns one collection without its products", async () => {
      const { status, body } = await requestJson<{ collection: Collection }>(
        api,
        `/store/collections/${lighting}`,
      );
      expect(status).toBe(200);
      expect(body.collection).toMatchObject({
        id: lighting,
        title: "Lighting",
        handle: "lighting",
      });
      expect(body.collection).not.toHaveProperty("products");
    });

    it("answers 404 and 400 where it should", async () => {
      await expectNotFound(
        "/store/collections/pcol_missing",
        "Collection with id: pcol_missing was not found",
      );
      await expectBadQuery("/store/collections?limit=-1", /limit: must be at least 0/);
      await expectBadQuery("/store/collections?order=title", /property order should not exist/);
    });
  });

  describe("product categories", () => {
    type CategoryList = {
      product_categories: Category[];
      count: number;
      offset: number;
      limit: number;
    };
    const list = async (query = "") => {
      const { status, body } = await requestJson<CategoryList>(
        api,
        `/store/product-categories${query}`,
      );
      expect(status).toBe(200);
      return body;
    };
    const { furniture, chairs, tables, lighting, archive, archiveChild, staffPicks } =
      ids.categories;

    it("lists only active, public categories under visible parents, in tree order", async () => {
      const body = await list();
      expect(body).toMatchObject({ count: 4, offset: 0, limit: 100 });
      const listed = body.product_categories.map((category) => category.id);
      expect(listed).toEqual([furniture, chairs, tables, lighting]);
      for (const hidden of [archive, archiveChild, staffPicks])
        expect(listed).not.toContain(hidden);
    });

    it("sends each category with its parent and direct children", async () => {
      const body = await list("?handle=chairs");
      expect(body.product_categories).toEqual([
        {
          id: chairs,
          name: "Chairs",
          description: "",
          handle: "chairs",
          parent_category_id: furniture,
          rank: 0,
          metadata: null,
          created_at: "2024-03-01T10:01:00.000Z",
          updated_at: "2024-03-01T10:01:00.000Z",
          parent_category: expect.objectContaining({
            id: furniture,
            handle: "furniture",
            parent_category_id: null,
          }),
          category_children: [],
        },
      ]);
      const [top] = (await list("?handle=furniture")).product_categories;
      expect(top.parent_category).toBeNull();
      expect(top.category_children.map((child) => child.id)).toEqual([chairs, tables]);
      expect(top.category_children[0]).not.toHaveProperty("category_children");
    });

    it("lists top-level categories with parent_category_id=null and children of one parent", async () => {
      expect((await list("?parent_category_id=null")).product_categories.map((c) => c.id)).toEqual([
        furniture,
        lighting,
      ]);
      expect(
        (await list(`?parent_category_id=${furniture}`)).product_categories.map((c) => c.id),
      ).toEqual([chairs, tables]);
    });

    it("nests the whole subtree with include_descendants_tree", async () => {
      const [top] = (await list("?parent_category_id=null&include_descendants_tree=true"))
        .product_categories;
      expect(top.id).toBe(furniture);
      const children = top.category_children as CategoryNode[];
      expect(children.map((child) => child.id)).toEqual([chairs, tables]);
      expect(children[0].category_children).toEqual([]);
    });

    it("searches names and handles with q, and pages", async () => {
      expect((await list("?q=LIGHT")).product_categories.map((c) => c.id)).toEqual([lighting]);
      expect((await list("?q=archive")).product_categories).toEqual([]);
      const page = await list("?limit=1&offset=1");
      expect(page.count).toBe(4);
      expect(page.product_categories.map((c) => c.id)).toEqual([chairs]);
    });

    it("returns one visible category with its parent and children", async () => {
      const { status, body } = await requestJson<{ product_category: Category }>(
        api,
        `/store/product-categories/${furniture}`,
      );
      expect(status).toBe(200);
      expect(body.product_category.parent_category).toBeNull();
      expect(body.product_category.category_children.map((child) => child.id)).toEqual([
        chairs,
        tables,
      ]);
    });

    it("hides inactive and internal categories by id too", async () => {
      for (const id of [archive, archiveChild, staffPicks, "pcat_missing"]) {
        await expectNotFound(
          `/store/product-categories/${id}`,
          `ProductCategory with id: ${id} was not found`,
        );
      }
    });

    it("rejects bad queries", async () => {
      await expectBadQuery("/store/product-categories?limit=abc", /limit: must be a number/);
      await expectBadQuery(
        "/store/product-categories?is_active=false",
        /property is_active should not exist/,
      );
      await expectBadQuery(
        "/store/product-categories?include_descendants_tree=yes",
        /include_descendants_tree/,
      );
    });
  });

  describe.each([
    {
      path: "/store/product-tags",
      listKey: "product_tags",
      itemKey: "product_tag",
      entity: "ProductTag",
      newestFirst: [ids.tags.brass, ids.tags.handmade, ids.tags.oak],
      byValue: [ids.tags.brass, ids.tags.handmade, ids.tags.oak],
      search: { q: "MADE", found: [ids.tags.handmade] },
    },
    {
      path: "/store/product-types",
      listKey: "product_types",
      itemKey: "product_type",
      entity: "ProductType",
      newestFirst: [ids.types.lamp, ids.types.furniture],
      byValue: [ids.types.furniture, ids.types.lamp],
      search: { q: "amp", found: [ids.types.lamp] },
    },
  ])("$path", ({ path, listKey, itemKey, entity, newestFirst, byValue, search }) => {
    const listIds = async (query = "") => {
      const { status, body } = await requestJson<Record<string, ValueEntity[]>>(
        api,
        `${path}${query}`,
      );
      expect(status).toBe(200);
      return body[listKey].map((item) => item.id);
    };

    it("lists newest first, twenty to a page, with id, value and dates", async () => {
      const { body } = await requestJson<Record<string, unknown>>(api, path);
      expect(body).toMatchObject({ count: newestFirst.length, offset: 0, limit: 20 });
      const items = body[listKey] as ValueEntity[];
      expect(items.map((item) => item.id)).toEqual(newestFirst);
      expect(Object.keys(items[0]).sort()).toEqual(["created_at", "id", "updated_at", "value"]);
    });

    it("filters by id, value and q, orders and pages", async () => {
      expect(await listIds(`?id=${newestFirst[0]}`)).toEqual([newestFirst[0]]);
      expect(await listIds(`?q=${search.q}`)).toEqual(search.found);
      expect(await listIds("?order=value")).toEqual(byValue);
      expect(await listIds("?order=-value")).toEqual([...byValue].reverse());
      expect(await listIds("?limit=1&offset=1")).toEqual([newestFirst[1]]);
      expect(await listIds("?value[]=nothing")).toEqual([]);
    });

    it("returns one by id, and 404 for an unknown id", async () => {
      const { status, body } = await requestJson<Record<string, ValueEntity>>(
        api,
        `${path}/${newestFirst[0]}`,
      );
      expect(status).toBe(200);
      expect(body[itemKey].id).toBe(newestFirst[0]);
      await expectNotFound(`${path}/missing`, `${entity} with id: missing was not found`);
    });

    it("rejects bad queries", async () => {
      await expectBadQuery(`${path}?limit=-1`, /limit: must be at least 0/);
      await expectBadQuery(`${path}?order=metadata`, /Order field metadata is not valid/);
      await expectBadQuery(`${path}?product_id=x`, /property product_id should not exist/);
    });
  });
});
