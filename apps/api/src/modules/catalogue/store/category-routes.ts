// GET /store/product-categories and /store/product-categories/:id (Medusa v1 §5, §7.3). Only
// active, non-internal categories (under visible parents) are ever shown.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { parseQuery, queryBoolean, queryFieldList } from "../../../http/validation";
import { paginationQuery, queryText } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { filterCategories, visibleCategoryTree } from "../category-service";
import { storeCategory } from "../category-tree";

const categoryReadFields = {
  include_descendants_tree: queryBoolean.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};

const categoryListQuery = z.strictObject({
  ...paginationQuery(100),
  q: z.string().optional(),
  handle: queryText.optional(),
  /** A category id, or "null" for top-level categories. */
  parent_category_id: queryText.optional(),
  ...categoryReadFields,
});

const categoryRetrieveQuery = z.strictObject(categoryReadFields);

export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.use("/product-categories/*", refuseNulCharacters);

categoryRoutes.get("/product-categories", async (c) => {
  const { q, handle, parent_category_id, include_descendants_tree, offset, limit } = parseQuery(
    c,
    categoryListQuery,
  );
  const { db } = c.get("deps");
  const inputs = { q, handle, parent_category_id, include_descendants_tree, offset, limit };
  return cachedJson(c, catalogueCacheKey("product-categories", inputs), async () => {
    const tree = await visibleCategoryTree(db);
    const matching = filterCategories(tree, {
      q,
      handle,
      parentId: parent_category_id === "null" ? null : parent_category_id,
    });
    return {
      product_categories: matching
        .slice(offset, offset + limit)
        .map((row) => storeCategory(tree, row, include_descendants_tree ?? false)),
      count: matching.length,
      offset,
      limit,
    };
  });
});

categoryRoutes.get("/product-categories/:id", async (c) => {
  const id = c.req.param("id");
  const { include_descendants_tree } = parseQuery(c, categoryRetrieveQuery);
  const { db } = c.get("deps");
  const key = catalogueCacheKey("product-category", { id, include_descendants_tree });
  return cachedJson(c, key, async () => {
    const tree = await visibleCategoryTree(db);
    const row = tree.byId.get(id);
    if (row === undefined) throw notFound(`ProductCategory with id: ${id} was not found`);
    return { product_category: storeCategory(tree, row, include_descendants_tree ?? false) };
  });
});
