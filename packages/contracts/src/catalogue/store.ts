// Store routes of the catalogue (Medusa v1 §5, §7.1, §7.3, §7.5): products and their search,
// variants, collections, categories, tags and types. Products and variants are scoped by the
// publishable API key (§3.4); a read outside its channels answers Medusa's MultipleErrors 400.
import { z } from "zod";
import { ScopedRequestRefused } from "../common/errors";
import { listOf } from "../common/fields";
import { refuseNulInBody } from "../common/nul-characters";
import {
  dateComparison,
  numberComparison,
  paginationQuery,
  queryBoolean,
  queryFieldList,
  queryList,
  queryText,
} from "../common/query";
import { operation } from "../operation";
import {
  Product,
  ProductCategory,
  ProductCollection,
  ProductTag,
  ProductType,
  ProductVariant,
} from "./entities";

/** A refused read: invalid input, or (MultipleErrors) a sales channel outside the key's. */
const scopedReadRefused = ScopedRequestRefused;

/** "true"/"false" in a query string, a real boolean in a JSON body. */
const flag = z.union([z.boolean(), queryBoolean]);

/** Shared by `GET /store/products` and the `filter` object of `POST /store/products/search`. */
export const productFilterFields = {
  q: z.string().optional(),
  id: queryList.optional(),
  handle: queryText.optional(),
  title: queryText.optional(),
  description: queryText.optional(),
  collection_id: queryList.optional(),
  /** Tag ids, as in Medusa. */
  tags: queryList.optional(),
  type_id: queryList.optional(),
  category_id: queryList.optional(),
  include_category_children: flag.optional(),
  is_giftcard: flag.optional(),
  created_at: dateComparison,
  updated_at: dateComparison,
};
const productFilters = z.strictObject(productFilterFields);
export type ProductFilters = z.output<typeof productFilters>;

/** Price context parameters: a variant is priced for a cart, a region or a currency. */
const priceFields = {
  cart_id: queryText.optional(),
  region_id: queryText.optional(),
  currency_code: queryText.optional(),
};

/**
 * `expand` and `fields` are accepted so Medusa clients can send them, but products always carry
 * the default relations and fields (Medusa v1 §7.1): the storefront needs all of them, and one
 * shape keeps the response cache small.
 */
const productReadFields = {
  sales_channel_id: queryList.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};

/** Default page size of the search route, as in Medusa's search plugins. */
export const SEARCH_DEFAULT_LIMIT = 20;

const PRODUCTS = "Products";

export const GetProducts = operation({
  id: "GetProducts",
  method: "get",
  path: "/store/products",
  tag: PRODUCTS,
  summary: "List the products",
  description:
    "Published products in the request's sales channels, newest first unless `order` names a field (`-` first for descending; `price` needs a region, currency or cart). Variants are priced for `cart_id`, `region_id` or `currency_code`.",
  audience: "customer-optional",
  query: z.strictObject({
    ...paginationQuery(100),
    order: z.string().optional(),
    ...productFilterFields,
    ...priceFields,
    ...productReadFields,
  }),
  responses: { 200: listOf("products", Product), 400: scopedReadRefused },
});

/**
 * Medusa leaves search to a plugin; ours searches the catalogue directly and answers in the shape
 * of the Meilisearch plugin. Medusa turns the whitelist off for search, so unknown body keys are
 * accepted (and ignored).
 */
export const PostProductsSearch = operation({
  id: "PostProductsSearch",
  method: "post",
  path: "/store/products/search",
  tag: PRODUCTS,
  summary: "Search the products",
  description:
    "Answers in the shape of Medusa's Meilisearch plugin: `{ hits, query, offset, limit, estimatedTotalHits }`, newest first.",
  audience: "customer-optional",
  body: z
    .looseObject({
      q: z.string().optional(),
      offset: z.coerce.number({ error: "must be a number" }).int().min(0).default(0),
      limit: z.coerce
        .number({ error: "must be a number" })
        .int()
        .min(0)
        .max(1000)
        .default(SEARCH_DEFAULT_LIMIT),
      filter: productFilters.optional(),
      ...priceFields,
    })
    .superRefine(refuseNulInBody),
  responses: {
    200: z.object({
      hits: z.array(Product),
      query: z.string(),
      offset: z.number().int(),
      limit: z.number().int(),
      estimatedTotalHits: z.number().int(),
    }),
    400: scopedReadRefused,
  },
});

export const GetProductsProduct = operation({
  id: "GetProductsProduct",
  method: "get",
  path: "/store/products/{id}",
  tag: PRODUCTS,
  summary: "Get a product",
  audience: "customer-optional",
  query: z.strictObject({ ...priceFields, ...productReadFields }),
  responses: { 200: z.object({ product: Product }), 400: scopedReadRefused },
});

const variantReadFields = {
  sales_channel_id: queryList.optional(),
  ...priceFields,
  expand: queryFieldList,
  fields: queryFieldList,
};

const VARIANTS = "Product Variants";

export const GetVariants = operation({
  id: "GetVariants",
  method: "get",
  path: "/store/variants",
  tag: VARIANTS,
  summary: "List the variants",
  description:
    "Variants of published products in the request's sales channels, each with its product.",
  audience: "customer-optional",
  query: z.strictObject({
    ...paginationQuery(100),
    /** A comma-separated list of variant ids. */
    ids: queryList.optional(),
    id: queryList.optional(),
    title: queryText.optional(),
    inventory_quantity: numberComparison.optional(),
    ...variantReadFields,
  }),
  responses: { 200: z.object({ variants: z.array(ProductVariant) }), 400: scopedReadRefused },
});

export const GetVariantsVariant = operation({
  id: "GetVariantsVariant",
  method: "get",
  path: "/store/variants/{id}",
  tag: VARIANTS,
  summary: "Get a variant",
  audience: "customer-optional",
  query: z.strictObject(variantReadFields),
  responses: { 200: z.object({ variant: ProductVariant }), 400: scopedReadRefused },
});

const COLLECTIONS = "Collections";

export const GetCollections = operation({
  id: "GetCollections",
  method: "get",
  path: "/store/collections",
  tag: COLLECTIONS,
  summary: "List the collections",
  description: "Newest first. A collection's products: `GET /store/products?collection_id[]=…`.",
  audience: "public",
  query: z.strictObject({
    ...paginationQuery(10),
    handle: queryList.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
  }),
  responses: { 200: listOf("collections", ProductCollection) },
});

export const GetCollectionsCollection = operation({
  id: "GetCollectionsCollection",
  method: "get",
  path: "/store/collections/{id}",
  tag: COLLECTIONS,
  summary: "Get a collection",
  audience: "public",
  responses: { 200: z.object({ collection: ProductCollection }) },
});

const categoryReadFields = {
  include_descendants_tree: queryBoolean.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};

const CATEGORIES = "Product Categories";

export const GetProductCategories = operation({
  id: "GetProductCategories",
  method: "get",
  path: "/store/product-categories",
  tag: CATEGORIES,
  summary: "List the categories",
  description:
    "Only active, non-internal categories under visible parents, in tree order (siblings by rank). `parent_category_id=null` lists the top level.",
  audience: "public",
  query: z.strictObject({
    ...paginationQuery(100),
    q: z.string().optional(),
    handle: queryText.optional(),
    /** A category id, or "null" for top-level categories. */
    parent_category_id: queryText.optional(),
    ...categoryReadFields,
  }),
  responses: { 200: listOf("product_categories", ProductCategory) },
});

export const GetProductCategoriesCategory = operation({
  id: "GetProductCategoriesCategory",
  method: "get",
  path: "/store/product-categories/{id}",
  tag: CATEGORIES,
  summary: "Get a category",
  audience: "public",
  query: z.strictObject(categoryReadFields),
  responses: { 200: z.object({ product_category: ProductCategory }) },
});

/** Tags and types take the same filters. */
const valueListQuery = z.strictObject({
  ...paginationQuery(20),
  id: queryList.optional(),
  /** Case-insensitive, anywhere in the value. */
  q: z.string().optional(),
  value: queryList.optional(),
  created_at: dateComparison,
  updated_at: dateComparison,
  order: z.string().optional(),
});

const VALUE_LIST_DESCRIPTION =
  "Newest first unless `order` names a field (`id`, `value`, `created_at`, `updated_at`; `-` first for descending).";

export const GetProductTags = operation({
  id: "GetProductTags",
  method: "get",
  path: "/store/product-tags",
  tag: "Product Tags",
  summary: "List the product tags",
  description: VALUE_LIST_DESCRIPTION,
  audience: "public",
  query: valueListQuery,
  responses: { 200: listOf("product_tags", ProductTag) },
});

export const GetProductTagsTag = operation({
  id: "GetProductTagsTag",
  method: "get",
  path: "/store/product-tags/{id}",
  tag: "Product Tags",
  summary: "Get a product tag",
  audience: "public",
  responses: { 200: z.object({ product_tag: ProductTag }) },
});

export const GetProductTypes = operation({
  id: "GetProductTypes",
  method: "get",
  path: "/store/product-types",
  tag: "Product Types",
  summary: "List the product types",
  description: VALUE_LIST_DESCRIPTION,
  audience: "public",
  query: valueListQuery,
  responses: { 200: listOf("product_types", ProductType) },
});

export const GetProductTypesType = operation({
  id: "GetProductTypesType",
  method: "get",
  path: "/store/product-types/{id}",
  tag: "Product Types",
  summary: "Get a product type",
  audience: "public",
  responses: { 200: z.object({ product_type: ProductType }) },
});
