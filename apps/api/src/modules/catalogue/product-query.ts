// Request schemas of the product routes (Medusa v1 §7.1). The filters are shared by
// `GET /store/products` and the `filter` object of `POST /store/products/search`.
import { z } from "zod";
import { queryBoolean, queryFieldList, queryList } from "../../http/validation";
import { dateComparison, paginationQuery, queryText } from "../../http/list-query";
import { refuseNulInBody } from "../../http/nul-characters";

/** "true"/"false" in a query string, a real boolean in a JSON body. */
const flag = z.union([z.boolean(), queryBoolean]);

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
const productFilterSchema = z.strictObject(productFilterFields);
export type ProductFilters = z.infer<typeof productFilterSchema>;

/** Price context parameters; see modules/pricing/price-context. */
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
const readFields = {
  sales_channel_id: queryList.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};

export const productListQuery = z.strictObject({
  ...paginationQuery(100),
  order: z.string().optional(),
  ...productFilterFields,
  ...priceFields,
  ...readFields,
});

export const productRetrieveQuery = z.strictObject({ ...priceFields, ...readFields });

/** Default page size of the search route, as in Medusa's search plugins. */
export const SEARCH_DEFAULT_LIMIT = 20;

/** Medusa turns the whitelist off for search, so unknown body keys are accepted (and ignored). */
export const productSearchBody = z
  .looseObject({
    q: z.string().optional(),
    offset: z.coerce.number({ error: "must be a number" }).int().min(0).default(0),
    limit: z.coerce
      .number({ error: "must be a number" })
      .int()
      .min(0)
      .max(1000)
      .default(SEARCH_DEFAULT_LIMIT),
    filter: productFilterSchema.optional(),
    ...priceFields,
  })
  .superRefine(refuseNulInBody);
