// /admin/product-categories (contract medusa-v1 §12.1): every category, hidden and internal ones
// too, with its parent and children; create, update, delete, and product batches. A category
// cannot become its own ancestor, and one with children cannot be deleted (as in Medusa).
import {
  AdminDeleteProductCategoriesCategory,
  AdminDeleteProductCategoriesCategoryProductsBatch,
  AdminGetProductCategories,
  AdminGetProductCategoriesCategory,
  AdminPostProductCategories,
  AdminPostProductCategoriesCategory,
  AdminPostProductCategoriesCategoryProductsBatch,
} from "@atelier/contracts";
import { and, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { productCategories, productCategoryLinks } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notAllowed, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { categoriesByRank, type CategoryRow } from "../category-service";
import { slugify } from "../handles";
import { assertProductsExist } from "../product-batch";
import { refuseUniqueClash } from "../unique-clash";

interface CategoryNode extends CategoryRow {
  category_children: CategoryNode[];
}

const categoryNotFound = (id: string) => notFound(`ProductCategory with id: ${id} was not found`);

interface AdminTree {
  byId: Map<string, CategoryRow>;
  childrenOf: Map<string, CategoryRow[]>;
  /** Parents before children, siblings by rank. */
  ordered: CategoryRow[];
}

async function loadTree(db: Database): Promise<AdminTree> {
  const rows = await categoriesByRank(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_category_id === null) continue;
    childrenOf.set(row.parent_category_id, [
      ...(childrenOf.get(row.parent_category_id) ?? []),
      row,
    ]);
  }
  const ordered: CategoryRow[] = [];
  const seen = new Set<string>();
  const walk = (row: CategoryRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    ordered.push(row);
    for (const child of childrenOf.get(row.id) ?? []) walk(child);
  };
  for (const row of rows)
    if (row.parent_category_id === null || !byId.has(row.parent_category_id)) walk(row);
  return { byId, childrenOf, ordered };
}

function descendants(tree: AdminTree, row: CategoryRow, seen = new Set<string>()): CategoryNode {
  seen.add(row.id);
  return {
    ...row,
    category_children: (tree.childrenOf.get(row.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .map((child) => descendants(tree, child, seen)),
  };
}

function adminCategory(tree: AdminTree, row: CategoryRow, withTree: boolean) {
  const parent =
    row.parent_category_id === null ? undefined : tree.byId.get(row.parent_category_id);
  const children = tree.childrenOf.get(row.id) ?? [];
  return {
    ...row,
    parent_category: parent ?? null,
    category_children: withTree
      ? children.map((child) => descendants(tree, child))
      : children.map((child) => ({ ...child })),
  };
}

async function retrieveCategory(db: Database, id: string, withTree = false) {
  const tree = await loadTree(db);
  const row = tree.byId.get(id);
  if (row === undefined) throw categoryNotFound(id);
  return adminCategory(tree, row, withTree);
}

async function assertHandleFree(db: Database, handle: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.handle, handle),
        exceptId === undefined ? undefined : ne(productCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken !== undefined) throw invalidData(`A category with handle ${handle} already exists`);
}

/** A parent must exist and, when moving a category, must not be the category or inside it. */
function assertParentFits(tree: AdminTree, parentId: string, categoryId?: string) {
  if (!tree.byId.has(parentId)) throw categoryNotFound(parentId);
  for (
    let at: string | null = parentId;
    at !== null;
    at = tree.byId.get(at)?.parent_category_id ?? null
  ) {
    if (at === categoryId)
      throw invalidData("parent_category_id: a category cannot be placed inside itself");
  }
}

const listRoute = bind(AdminGetProductCategories, async (c, input) => {
  const query = input.query();
  const tree = await loadTree(c.get("deps").db);
  const text = query.q?.toLowerCase();
  const parentId = query.parent_category_id === "null" ? null : query.parent_category_id;
  const matching = tree.ordered.filter(
    (row) =>
      (text === undefined ||
        row.name.toLowerCase().includes(text) ||
        row.handle.toLowerCase().includes(text)) &&
      (query.handle === undefined || row.handle === query.handle) &&
      (parentId === undefined || row.parent_category_id === parentId) &&
      (query.is_active === undefined || row.is_active === query.is_active) &&
      (query.is_internal === undefined || row.is_internal === query.is_internal),
  );
  return reply(c, AdminGetProductCategories, 200, {
    product_categories: matching
      .slice(query.offset, query.offset + query.limit)
      .map((row) => adminCategory(tree, row, query.include_descendants_tree ?? false)),
    count: matching.length,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostProductCategories, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const handle = body.handle ?? slugify(body.name);
  if (!handle) throw invalidData("handle: cannot be made from this name; give a handle");
  const id = generateId("pcat");
  await db
    .transaction(async (tx) => {
      await assertHandleFree(tx, handle);
      const tree = await loadTree(tx);
      const parentId = body.parent_category_id ?? null;
      if (parentId !== null) assertParentFits(tree, parentId);
      const siblings = tree.ordered.filter((row) => row.parent_category_id === parentId);
      await tx.insert(productCategories).values({
        ...body,
        id,
        handle,
        parent_category_id: parentId,
        rank: body.rank ?? siblings.length,
        metadata: body.metadata ?? null,
      });
    })
    .catch(refuseUniqueClash(`A category with handle ${handle} already exists`));
  return reply(c, AdminPostProductCategories, 200, {
    product_category: await retrieveCategory(db, id),
  });
});

const retrieveRoute = bind(AdminGetProductCategoriesCategory, async (c, input) => {
  const { include_descendants_tree } = input.query();
  const category = await retrieveCategory(
    c.get("deps").db,
    input.params.id,
    include_descendants_tree ?? false,
  );
  return reply(c, AdminGetProductCategoriesCategory, 200, { product_category: category });
});

const updateRoute = bind(AdminPostProductCategoriesCategory, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const { id } = input.params;
  await db
    .transaction(async (tx) => {
      const tree = await loadTree(tx);
      const category = tree.byId.get(id);
      if (category === undefined) throw categoryNotFound(id);
      if (body.handle !== undefined) await assertHandleFree(tx, body.handle, id);
      if (body.parent_category_id) assertParentFits(tree, body.parent_category_id, id);
      const { metadata, ...columns } = body;
      await tx
        .update(productCategories)
        .set({
          ...columns,
          ...(metadata === undefined
            ? {}
            : {
                metadata: metadata === null ? null : mergeMetadata(category.metadata, metadata),
              }),
          updated_at: new Date(),
        })
        .where(eq(productCategories.id, id));
    })
    .catch(refuseUniqueClash(`A category with handle ${body.handle} already exists`));
  return reply(c, AdminPostProductCategoriesCategory, 200, {
    product_category: await retrieveCategory(db, id),
  });
});

const deleteRoute = bind(AdminDeleteProductCategoriesCategory, async (c, { params }) => {
  const { db } = c.get("deps");
  const { id } = params;
  await db.transaction(async (tx) => {
    const tree = await loadTree(tx);
    if (!tree.byId.has(id)) throw categoryNotFound(id);
    if ((tree.childrenOf.get(id) ?? []).length > 0) {
      throw notAllowed(`Deleting ProductCategory (${id}) with category children is not allowed`);
    }
    await tx.delete(productCategories).where(eq(productCategories.id, id));
  });
  return reply(c, AdminDeleteProductCategoriesCategory, 200, {
    id,
    object: "product-category",
    deleted: true,
  });
});

const addProductsRoute = bind(AdminPostProductCategoriesCategoryProductsBatch, async (c, input) => {
  const { product_ids } = await input.body();
  const { db } = c.get("deps");
  const { id } = input.params;
  const productIds = [...new Set(product_ids.map((product) => product.id))];
  await db.transaction(async (tx) => {
    await retrieveCategory(tx, id);
    await assertProductsExist(tx, productIds);
    await tx
      .insert(productCategoryLinks)
      .values(productIds.map((productId) => ({ product_category_id: id, product_id: productId })))
      .onConflictDoNothing();
  });
  return reply(c, AdminPostProductCategoriesCategoryProductsBatch, 200, {
    product_category: await retrieveCategory(db, id),
  });
});

const removeProductsRoute = bind(
  AdminDeleteProductCategoriesCategoryProductsBatch,
  async (c, input) => {
    const { product_ids } = await input.body();
    const { db } = c.get("deps");
    const { id } = input.params;
    await db.transaction(async (tx) => {
      await retrieveCategory(tx, id);
      await tx.delete(productCategoryLinks).where(
        and(
          eq(productCategoryLinks.product_category_id, id),
          inArray(
            productCategoryLinks.product_id,
            product_ids.map((product) => product.id),
          ),
        ),
      );
    });
    return reply(c, AdminDeleteProductCategoriesCategoryProductsBatch, 200, {
      product_category: await retrieveCategory(db, id),
    });
  },
);

export const adminCategoryRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  addProductsRoute,
  removeProductsRoute,
]);
