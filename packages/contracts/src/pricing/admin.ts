// Admin routes of price lists (contract medusa-v1 §12.1, §13): list with search and status
// filters, one list with its prices and customer groups, create, update and delete, batches of
// prices, and the products a list prices. Every write drops the Store's cached catalogue answers.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, requiredText, textField } from "../common/input";
import { dateText, queryFieldList, queryInt, queryList } from "../common/query";
import { operation } from "../operation";
import {
  PriceList,
  PriceListPricesDeleted,
  PriceListProduct,
  PriceListStatus,
  PriceListType,
} from "./entities";
import { idList, MAX_BATCH_SIZE, priceListPriceInputs } from "./fields";

/** Default page sizes of the list routes (§12.1). */
const PRICE_LISTS_DEFAULT_LIMIT = 10;
const PRICE_LIST_PRODUCTS_DEFAULT_LIMIT = 50;

const TAG = "Price Lists";

const typeField = z.enum(PriceListType.options, {
  error: `must be one of ${PriceListType.options.join(", ")}`,
});
const statusField = z.enum(PriceListStatus.options, {
  error: `must be one of ${PriceListStatus.options.join(", ")}`,
});
const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });

/** An ISO-8601 date, or null to clear it. */
const dateField = dateText.nullish();

const listFields = {
  name: requiredText,
  description: textField,
  type: typeField,
  status: statusField.optional(),
  starts_at: dateField,
  ends_at: dateField,
  customer_groups: idList.optional(),
  prices: priceListPriceInputs.optional(),
};

/** `starts_at` must come before `ends_at` when both are set. */
function datesInOrder(
  dates: { starts_at?: Date | null; ends_at?: Date | null },
  context: z.RefinementCtx,
): void {
  if (dates.starts_at && dates.ends_at && dates.starts_at >= dates.ends_at) {
    context.addIssue({ code: "custom", message: "ends_at must be later than starts_at" });
  }
}

const priceListResponse = z.object({ price_list: PriceList });

export const AdminGetPriceLists = operation({
  id: "AdminGetPriceLists",
  method: "get",
  path: "/admin/price-lists",
  tag: TAG,
  summary: "List the price lists",
  description: "Newest first; `q` matches the name or the description.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    status: queryList.pipe(z.array(statusField)).optional(),
    type: queryList.pipe(z.array(typeField)).optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(PRICE_LISTS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("price_lists", PriceList) },
});

export const AdminPostPriceListsPriceList = operation({
  id: "AdminPostPriceListsPriceList",
  method: "post",
  path: "/admin/price-lists",
  tag: TAG,
  summary: "Create a price list",
  description:
    "A new list is a draft unless `status` says otherwise. Each price is in a currency or in a region (the region's currency).",
  audience: "staff",
  body: z.strictObject(listFields).superRefine(datesInOrder),
  responses: { 200: priceListResponse },
});

export const AdminGetPriceListsPriceList = operation({
  id: "AdminGetPriceListsPriceList",
  method: "get",
  path: "/admin/price-lists/{id}",
  tag: TAG,
  summary: "Get a price list",
  audience: "staff",
  responses: { 200: priceListResponse },
});

export const AdminPostPriceListsPriceListPriceList = operation({
  id: "AdminPostPriceListsPriceListPriceList",
  method: "post",
  path: "/admin/price-lists/{id}",
  tag: TAG,
  summary: "Update a price list",
  description:
    "`customer_groups`, when given, replaces the list's groups; `prices` are added, or changed when they name one of the list's prices by `id`.",
  audience: "staff",
  body: z
    .strictObject({
      ...listFields,
      name: requiredText.optional(),
      description: textField.optional(),
      type: typeField.optional(),
    })
    .superRefine(datesInOrder),
  responses: { 200: priceListResponse },
});

export const AdminDeletePriceListsPriceList = operation({
  id: "AdminDeletePriceListsPriceList",
  method: "delete",
  path: "/admin/price-lists/{id}",
  tag: TAG,
  summary: "Delete a price list",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostPriceListsPriceListPricesBatch = operation({
  id: "AdminPostPriceListsPriceListPricesBatch",
  method: "post",
  path: "/admin/price-lists/{id}/prices/batch",
  tag: TAG,
  summary: "Add or change prices of a price list",
  description:
    "With `override`, the list's other prices of the same variants are removed first (Medusa's replace).",
  audience: "staff",
  body: z.strictObject({ prices: priceListPriceInputs, override: z.boolean().optional() }),
  responses: { 200: priceListResponse },
});

export const AdminDeletePriceListsPriceListPricesBatch = operation({
  id: "AdminDeletePriceListsPriceListPricesBatch",
  method: "delete",
  path: "/admin/price-lists/{id}/prices/batch",
  tag: TAG,
  summary: "Delete prices of a price list",
  audience: "staff",
  body: z.strictObject({
    price_ids: z
      .array(entityId)
      .min(1, { error: "must name at least one price" })
      .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} ids` }),
  }),
  responses: { 200: PriceListPricesDeleted },
});

export const AdminGetPriceListsPriceListProducts = operation({
  id: "AdminGetPriceListsPriceListProducts",
  method: "get",
  path: "/admin/price-lists/{id}/products",
  tag: TAG,
  summary: "List the products a price list prices",
  description:
    "Newest first, each with its live variants and their prices in this list; `q` matches the title.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(PRICE_LIST_PRODUCTS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("products", PriceListProduct) },
});

export const AdminDeletePriceListsPriceListProductsProductPrices = operation({
  id: "AdminDeletePriceListsPriceListProductsProductPrices",
  method: "delete",
  path: "/admin/price-lists/{id}/products/{product_id}/prices",
  tag: TAG,
  summary: "Delete a product's prices from a price list",
  audience: "staff",
  responses: { 200: PriceListPricesDeleted },
});

export const AdminDeletePriceListsPriceListVariantsVariantPrices = operation({
  id: "AdminDeletePriceListsPriceListVariantsVariantPrices",
  method: "delete",
  path: "/admin/price-lists/{id}/variants/{variant_id}/prices",
  tag: TAG,
  summary: "Delete a variant's prices from a price list",
  audience: "staff",
  responses: { 200: PriceListPricesDeleted },
});
