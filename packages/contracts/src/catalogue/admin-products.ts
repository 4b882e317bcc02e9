// Admin routes of products (contract medusa-v1 §12.1): list, retrieve, create, update, soft
// delete, metadata, the variant and option sub-routes, and the type and tag-usage lists. Admin
// reads are always fresh; every write drops the Store's catalogue cache.
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
import { operation } from "../operation";
import {
  AdminOptionDeleteResponse,
  AdminProduct,
  AdminProductResponse,
  AdminProductTagUsage,
  AdminProductType,
  AdminProductVariant,
  AdminVariantDeleteResponse,
} from "./admin-entities";
import { ProductStatus } from "./entities";
import {
  productCreateBody,
  productMetadataBody,
  productOptionBody,
  productUpdateBody,
  variantCreateBody,
  variantUpdateBody,
} from "./product-fields";

// Default page sizes (contract medusa-v1 §12.1).
const PRODUCTS_DEFAULT_LIMIT = 50;
const PRODUCT_VARIANTS_DEFAULT_LIMIT = 100;

const TAG = "Products";

const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

export const AdminGetProducts = operation({
  id: "AdminGetProducts",
  method: "get",
  path: "/admin/products",
  tag: TAG,
  summary: "List the products",
  description:
    "Every status, newest first unless `order` names a field (`created_at`, `updated_at`, `title`, `handle`, `status`; `-` first for descending). `q` matches the title, the handle or a variant's SKU.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(PRODUCTS_DEFAULT_LIMIT),
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    id: queryList.optional(),
    status: queryList
      .pipe(
        z.array(
          z.enum(ProductStatus.options, {
            error: `must be one of ${ProductStatus.options.join(", ")}`,
          }),
        ),
      )
      .optional(),
    collection_id: queryList.optional(),
    tags: queryList.optional(),
    type_id: queryList.optional(),
    sales_channel_id: queryList.optional(),
    category_id: queryList.optional(),
    handle: z.string().optional(),
    is_giftcard: queryBoolean.optional(),
    created_at: dateComparison,
    updated_at: dateComparison,
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("products", AdminProduct) },
});

export const AdminPostProducts = operation({
  id: "AdminPostProducts",
  method: "post",
  path: "/admin/products",
  tag: TAG,
  summary: "Create a product",
  description:
    "A draft unless `status` says otherwise; the handle defaults to a slug of the title. Each variant names its option values in the order of `options`.",
  audience: "staff",
  body: productCreateBody,
  responses: { 200: AdminProductResponse },
});

export const AdminGetProductsTypes = operation({
  id: "AdminGetProductsTypes",
  method: "get",
  path: "/admin/products/types",
  tag: TAG,
  summary: "List the product types",
  description: "Every live type, by value.",
  audience: "staff",
  responses: { 200: z.object({ types: z.array(AdminProductType) }) },
});

export const AdminGetProductsTagUsage = operation({
  id: "AdminGetProductsTagUsage",
  method: "get",
  path: "/admin/products/tag-usage",
  tag: TAG,
  summary: "List the tags with how many products carry each",
  description: "Most used first, then by value; deleted products do not count.",
  audience: "staff",
  responses: { 200: z.object({ tags: z.array(AdminProductTagUsage) }) },
});

export const AdminGetProductsProduct = operation({
  id: "AdminGetProductsProduct",
  method: "get",
  path: "/admin/products/{id}",
  tag: TAG,
  summary: "Get a product",
  audience: "staff",
  query: readQuery,
  responses: { 200: AdminProductResponse },
});

export const AdminPostProductsProduct = operation({
  id: "AdminPostProductsProduct",
  method: "post",
  path: "/admin/products/{id}",
  tag: TAG,
  summary: "Update a product",
  description:
    "`variants`, when given, lists the product's variants: those with an id are changed, those without are added, and those left out are deleted (as in Medusa).",
  audience: "staff",
  body: productUpdateBody,
  responses: { 200: AdminProductResponse },
});

export const AdminDeleteProductsProduct = operation({
  id: "AdminDeleteProductsProduct",
  method: "delete",
  path: "/admin/products/{id}",
  tag: TAG,
  summary: "Delete a product",
  description: "A soft delete: the product and its variants leave every list.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostProductsProductMetadata = operation({
  id: "AdminPostProductsProductMetadata",
  method: "post",
  path: "/admin/products/{id}/metadata",
  tag: TAG,
  summary: "Set one metadata key of a product",
  description: 'An empty string `""` as the value removes the key.',
  audience: "staff",
  body: productMetadataBody,
  responses: { 200: AdminProductResponse },
});

export const AdminGetProductsProductVariants = operation({
  id: "AdminGetProductsProductVariants",
  method: "get",
  path: "/admin/products/{id}/variants",
  tag: TAG,
  summary: "List a product's variants",
  description: "By rank, then oldest first.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(PRODUCT_VARIANTS_DEFAULT_LIMIT),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("variants", AdminProductVariant) },
});

export const AdminPostProductsProductVariants = operation({
  id: "AdminPostProductsProductVariants",
  method: "post",
  path: "/admin/products/{id}/variants",
  tag: TAG,
  summary: "Add a variant to a product",
  description: "Option values name their option by `option_id`.",
  audience: "staff",
  body: variantCreateBody,
  responses: { 200: AdminProductResponse },
});

export const AdminPostProductsProductVariantsVariant = operation({
  id: "AdminPostProductsProductVariantsVariant",
  method: "post",
  path: "/admin/products/{id}/variants/{variant_id}",
  tag: TAG,
  summary: "Update a variant of a product",
  description: "`prices`, when given, replaces the variant's base prices.",
  audience: "staff",
  body: variantUpdateBody,
  responses: { 200: AdminProductResponse },
});

export const AdminDeleteProductsProductVariantsVariant = operation({
  id: "AdminDeleteProductsProductVariantsVariant",
  method: "delete",
  path: "/admin/products/{id}/variants/{variant_id}",
  tag: TAG,
  summary: "Delete a variant of a product",
  audience: "staff",
  responses: { 200: AdminVariantDeleteResponse },
});

export const AdminPostProductsProductOptions = operation({
  id: "AdminPostProductsProductOptions",
  method: "post",
  path: "/admin/products/{id}/options",
  tag: TAG,
  summary: "Add an option to a product",
  description: "Existing variants take the value `Default` for it.",
  audience: "staff",
  body: productOptionBody,
  responses: { 200: AdminProductResponse },
});

export const AdminPostProductsProductOptionsOption = operation({
  id: "AdminPostProductsProductOptionsOption",
  method: "post",
  path: "/admin/products/{id}/options/{option_id}",
  tag: TAG,
  summary: "Rename an option of a product",
  audience: "staff",
  body: productOptionBody,
  responses: { 200: AdminProductResponse },
});

export const AdminDeleteProductsProductOptionsOption = operation({
  id: "AdminDeleteProductsProductOptionsOption",
  method: "delete",
  path: "/admin/products/{id}/options/{option_id}",
  tag: TAG,
  summary: "Delete an option of a product",
  audience: "staff",
  responses: { 200: AdminOptionDeleteResponse },
});
