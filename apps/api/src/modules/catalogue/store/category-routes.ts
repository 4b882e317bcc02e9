// GET /store/product-categories and /store/product-categories/:id (Medusa v1 §5, §7.3). Only
// active, non-internal categories (under visible parents) are ever shown.
import { GetProductCategories, GetProductCategoriesCategory } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { filterCategories, visibleCategoryTree } from "../category-service";
import { storeCategory } from "../category-tree";

const listRoute = bind(GetProductCategories, (c, input) => {
  const { q, handle, parent_category_id, include_descendants_tree, offset, limit } = input.query();
  const { db } = c.get("deps");
  const inputs = { q, handle, parent_category_id, include_descendants_tree, offset, limit };
  return cachedReply(
    c,
    GetProductCategories,
    catalogueCacheKey("product-categories", inputs),
    async () => {
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
    },
  );
});

const retrieveRoute = bind(GetProductCategoriesCategory, (c, input) => {
  const { id } = input.params;
  const { include_descendants_tree } = input.query();
  const { db } = c.get("deps");
  const key = catalogueCacheKey("product-category", { id, include_descendants_tree });
  return cachedReply(c, GetProductCategoriesCategory, key, async () => {
    const tree = await visibleCategoryTree(db);
    const row = tree.byId.get(id);
    if (row === undefined) throw notFound(`ProductCategory with id: ${id} was not found`);
    return { product_category: storeCategory(tree, row, include_descendants_tree ?? false) };
  });
});

export const categoryRoutes = mount(
  new Hono<AppEnv>().use("/product-categories/*", refuseNulCharacters),
  "/store",
  [listRoute, retrieveRoute],
);
