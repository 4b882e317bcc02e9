// Admin routes of variants (contract medusa-v1 §12.1): a searchable list of the variants of live
// products, one variant, and its inventory.
import { z } from "zod";
import { listOf } from "../common/fields";
import { paginationQuery, queryFieldList, queryList } from "../common/query";
import { operation } from "../operation";
import { AdminVariant, AdminVariantInventory } from "./admin-entities";

/** Default page size (contract medusa-v1 §12.1). */
const VARIANTS_DEFAULT_LIMIT = 20;

const TAG = "Product Variants";

export const AdminGetVariants = operation({
  id: "AdminGetVariants",
  method: "get",
  path: "/admin/variants",
  tag: TAG,
  summary: "List the variants",
  description: "Newest first, each with its product; `q` matches the title or the SKU.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(VARIANTS_DEFAULT_LIMIT),
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    id: queryList.optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("variants", AdminVariant) },
});

export const AdminGetVariantsVariant = operation({
  id: "AdminGetVariantsVariant",
  method: "get",
  path: "/admin/variants/{id}",
  tag: TAG,
  summary: "Get a variant",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: z.object({ variant: AdminVariant }) },
});

export const AdminGetVariantsVariantInventory = operation({
  id: "AdminGetVariantsVariantInventory",
  method: "get",
  path: "/admin/variants/{id}/inventory",
  tag: TAG,
  summary: "Get a variant's stock by sales channel",
  description:
    "Without an inventory module the stock is the variant's own `inventory_quantity`, available in each sales channel its product is sold in.",
  audience: "staff",
  responses: { 200: z.object({ variant: AdminVariantInventory }) },
});
