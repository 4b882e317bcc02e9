// Admin routes of the catalogue's groupings (contract medusa-v1 §12.1): collections and
// categories (read, write, product batches), tags and types (lists). Admin reads are always
// fresh; every write drops the Store's catalogue cache.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import {
  dateComparison,
  paginationQuery,
  queryBoolean,
  queryFieldList,
  queryList,
} from "../common/query";
import { metadataField, requiredText, textField } from "../common/input";
import { operation } from "../operation";
import {
  AdminCollection,
  AdminCollectionProductsRemoved,
  AdminProductCategory,
  AdminProductTag,
  AdminProductType,
} from "./admin-entities";
import { boundedList, handleField, idReference, productIdList, wholeNumber } from "./fields";

// Default page sizes (contract medusa-v1 §12.1).
const COLLECTIONS_DEFAULT_LIMIT = 10;
const CATEGORIES_DEFAULT_LIMIT = 100;
const TAGS_DEFAULT_LIMIT = 10;
const TYPES_DEFAULT_LIMIT = 20;

/** A free-text search of an admin list. */
const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });

const COLLECTIONS = "Collections";

const collectionResponse = z.object({ collection: AdminCollection });
const collectionBatchBody = z.strictObject({ product_ids: productIdList });

export const AdminGetCollections = operation({
  id: "AdminGetCollections",
  method: "get",
  path: "/admin/collections",
  tag: COLLECTIONS,
  summary: "List the collections",
  description: "Newest first, each with its products. `q` matches the title or the handle.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(COLLECTIONS_DEFAULT_LIMIT),
    q: searchText.optional(),
    handle: queryList.optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("collections", AdminCollection) },
});

export const AdminPostCollections = operation({
  id: "AdminPostCollections",
  method: "post",
  path: "/admin/collections",
  tag: COLLECTIONS,
  summary: "Create a collection",
  description: "The handle defaults to a slug of the title.",
  audience: "staff",
  body: z.strictObject({
    title: requiredText,
    handle: handleField.optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: collectionResponse },
});

export const AdminGetCollectionsCollection = operation({
  id: "AdminGetCollectionsCollection",
  method: "get",
  path: "/admin/collections/{id}",
  tag: COLLECTIONS,
  summary: "Get a collection",
  audience: "staff",
  responses: { 200: collectionResponse },
});

export const AdminPostCollectionsCollection = operation({
  id: "AdminPostCollectionsCollection",
  method: "post",
  path: "/admin/collections/{id}",
  tag: COLLECTIONS,
  summary: "Update a collection",
  description: "`metadata` is merged into the stored one (`null` clears it).",
  audience: "staff",
  body: z.strictObject({
    title: requiredText.optional(),
    handle: handleField.optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: collectionResponse },
});

export const AdminDeleteCollectionsCollection = operation({
  id: "AdminDeleteCollectionsCollection",
  method: "delete",
  path: "/admin/collections/{id}",
  tag: COLLECTIONS,
  summary: "Delete a collection",
  description: "Its products leave it, and its handle is free again.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostProductsToCollection = operation({
  id: "AdminPostProductsToCollection",
  method: "post",
  path: "/admin/collections/{id}/products/batch",
  tag: COLLECTIONS,
  summary: "Add products to a collection",
  audience: "staff",
  body: collectionBatchBody,
  responses: { 200: collectionResponse },
});

export const AdminDeleteProductsFromCollection = operation({
  id: "AdminDeleteProductsFromCollection",
  method: "delete",
  path: "/admin/collections/{id}/products/batch",
  tag: COLLECTIONS,
  summary: "Remove products from a collection",
  audience: "staff",
  body: collectionBatchBody,
  responses: { 200: AdminCollectionProductsRemoved },
});

const CATEGORIES = "Product Categories";

const categoryReadFields = {
  include_descendants_tree: queryBoolean.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};
const categoryFields = {
  handle: handleField.optional(),
  description: textField.optional(),
  parent_category_id: z.string().trim().min(1, { error: "must not be empty" }).nullish(),
  is_active: z.boolean({ error: "must be true or false" }).optional(),
  is_internal: z.boolean({ error: "must be true or false" }).optional(),
  rank: wholeNumber.optional(),
  metadata: metadataField.nullish(),
};
const categoryResponse = z.object({ product_category: AdminProductCategory });
const categoryBatchBody = z.strictObject({
  product_ids: boundedList(idReference).min(1, { error: "must name at least one product" }),
});

export const AdminGetProductCategories = operation({
  id: "AdminGetProductCategories",
  method: "get",
  path: "/admin/product-categories",
  tag: CATEGORIES,
  summary: "List the categories",
  description:
    "Every category, hidden and internal ones too, in tree order (siblings by rank). `parent_category_id=null` lists the top level.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(CATEGORIES_DEFAULT_LIMIT),
    q: searchText.optional(),
    handle: z.string().optional(),
    /** A category id, or "null" for top-level categories. */
    parent_category_id: z.string().min(1, { error: "must not be empty" }).optional(),
    is_active: queryBoolean.optional(),
    is_internal: queryBoolean.optional(),
    ...categoryReadFields,
  }),
  responses: { 200: listOf("product_categories", AdminProductCategory) },
});

export const AdminPostProductCategories = operation({
  id: "AdminPostProductCategories",
  method: "post",
  path: "/admin/product-categories",
  tag: CATEGORIES,
  summary: "Create a category",
  description: "The handle defaults to a slug of the name; the rank, to after its siblings.",
  audience: "staff",
  body: z.strictObject({ name: requiredText, ...categoryFields }),
  responses: { 200: categoryResponse },
});

export const AdminGetProductCategoriesCategory = operation({
  id: "AdminGetProductCategoriesCategory",
  method: "get",
  path: "/admin/product-categories/{id}",
  tag: CATEGORIES,
  summary: "Get a category",
  audience: "staff",
  query: z.strictObject(categoryReadFields),
  responses: { 200: categoryResponse },
});

export const AdminPostProductCategoriesCategory = operation({
  id: "AdminPostProductCategoriesCategory",
  method: "post",
  path: "/admin/product-categories/{id}",
  tag: CATEGORIES,
  summary: "Update a category",
  description:
    "A category cannot be placed inside itself; `metadata` is merged (`null` clears it).",
  audience: "staff",
  body: z.strictObject({ name: requiredText.optional(), ...categoryFields }),
  responses: { 200: categoryResponse },
});

export const AdminDeleteProductCategoriesCategory = operation({
  id: "AdminDeleteProductCategoriesCategory",
  method: "delete",
  path: "/admin/product-categories/{id}",
  tag: CATEGORIES,
  summary: "Delete a category",
  description: "Not allowed while it has children (as in Medusa).",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostProductCategoriesCategoryProductsBatch = operation({
  id: "AdminPostProductCategoriesCategoryProductsBatch",
  method: "post",
  path: "/admin/product-categories/{id}/products/batch",
  tag: CATEGORIES,
  summary: "Add products to a category",
  audience: "staff",
  body: categoryBatchBody,
  responses: { 200: categoryResponse },
});

export const AdminDeleteProductCategoriesCategoryProductsBatch = operation({
  id: "AdminDeleteProductCategoriesCategoryProductsBatch",
  method: "delete",
  path: "/admin/product-categories/{id}/products/batch",
  tag: CATEGORIES,
  summary: "Remove products from a category",
  audience: "staff",
  body: categoryBatchBody,
  responses: { 200: categoryResponse },
});

/** Tags and types take the same query; only the default page size differs. */
function valueListQuery(defaultLimit: number) {
  return z.strictObject({
    ...paginationQuery(defaultLimit),
    q: searchText.optional(),
    id: queryList.optional(),
    value: queryList.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  });
}

const VALUE_LIST_DESCRIPTION =
  "Newest first unless `order` names a field (`id`, `value`, `created_at`, `updated_at`; `-` first for descending).";

export const AdminGetProductTags = operation({
  id: "AdminGetProductTags",
  method: "get",
  path: "/admin/product-tags",
  tag: "Product Tags",
  summary: "List the product tags",
  description: VALUE_LIST_DESCRIPTION,
  audience: "staff",
  query: valueListQuery(TAGS_DEFAULT_LIMIT),
  responses: { 200: listOf("product_tags", AdminProductTag) },
});

export const AdminGetProductTypes = operation({
  id: "AdminGetProductTypes",
  method: "get",
  path: "/admin/product-types",
  tag: "Product Types",
  summary: "List the product types",
  description: VALUE_LIST_DESCRIPTION,
  audience: "staff",
  query: valueListQuery(TYPES_DEFAULT_LIMIT),
  responses: { 200: listOf("product_types", AdminProductType) },
});
