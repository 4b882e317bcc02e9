// Admin routes of tax rates (Medusa v1 `/admin/tax-rates`, contract medusa-v1 §12): list with
// region, code, name and rate filters, one rate, create, update and delete, and batches that add
// or remove the products, product types and shipping options a rate overrides the region's
// default for. Reads and writes take `fields` and `expand`.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, jsonObject, requiredText, textField } from "../common/input";
import { queryInt, queryList } from "../common/query";
import { operation } from "../operation";
import {
  TAX_RATE_FIELDS,
  TAX_RATE_RELATIONS,
  TaxRate,
  type TaxRateField,
  type TaxRateRelation,
} from "./entities";

const TAG = "Tax Rates";

/** Medusa's default page size for tax rates. */
const TAX_RATES_DEFAULT_LIMIT = 50;

/** The most ids one batch may name, so that a request stays one reasonable statement. */
export const MAX_TAX_RATE_BATCH = 1_000;

/** A percentage; null leaves the rate undecided, as Medusa allows. */
const rateField = z
  .number({ error: "must be a number" })
  .min(0, { error: "must be at least 0" })
  .max(100, { error: "must be at most 100" })
  .nullable();

const idBatch = (what: string) =>
  z
    .array(entityId, { error: "must be a list of ids" })
    .max(MAX_TAX_RATE_BATCH, { error: `must hold at most ${MAX_TAX_RATE_BATCH} ${what}` });

const nonEmptyBatch = (what: string) =>
  idBatch(what).min(1, { error: `must name at least one of the ${what}` });

const fieldsQuery = queryList
  .pipe(z.array(z.enum(TAX_RATE_FIELDS, { error: `must be among ${TAX_RATE_FIELDS.join(", ")}` })))
  .optional();
const expandQuery = queryList
  .pipe(
    z.array(
      z.enum(TAX_RATE_RELATIONS, { error: `must be among ${TAX_RATE_RELATIONS.join(", ")}` }),
    ),
  )
  .optional();

/** `fields` and `expand`, which every tax rate route takes. */
const shapeQuery = { fields: fieldsQuery, expand: expandQuery };
export interface TaxRateShape {
  fields?: TaxRateField[];
  expand?: TaxRateRelation[];
}

const queryRate = z.coerce
  .number<number | string>({ error: "must be a number" })
  .min(0, { error: "must be at least 0" })
  .max(100, { error: "must be at most 100" });

/** `rate=8` or `rate[gte]=5&rate[lt]=20`. */
const rateComparison = z.union([
  queryRate,
  z.strictObject({
    lt: queryRate.optional(),
    gt: queryRate.optional(),
    lte: queryRate.optional(),
    gte: queryRate.optional(),
  }),
]);

const taxRateResponse = z.object({ tax_rate: TaxRate });

const overrideFields = {
  products: idBatch("products").optional(),
  product_types: idBatch("product types").optional(),
  shipping_options: idBatch("shipping options").optional(),
};

export const AdminGetTaxRates = operation({
  id: "AdminGetTaxRates",
  method: "get",
  path: "/admin/tax-rates",
  tag: TAG,
  summary: "List the tax rates",
  description: "Newest first; `region_id` may name several regions.",
  audience: "staff",
  query: z.strictObject({
    region_id: queryList.pipe(z.array(entityId)).optional(),
    name: textField.optional(),
    code: textField.optional(),
    rate: rateComparison.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(TAX_RATES_DEFAULT_LIMIT, { min: 1, max: 1000 }),
    ...shapeQuery,
  }),
  responses: { 200: listOf("tax_rates", TaxRate) },
});

export const AdminPostTaxRates = operation({
  id: "AdminPostTaxRates",
  method: "post",
  path: "/admin/tax-rates",
  tag: TAG,
  summary: "Create a tax rate",
  description:
    "The products, product types and shipping options named are taxed at this rate instead of their region's default.",
  audience: "staff",
  idempotent: true,
  query: z.strictObject(shapeQuery),
  body: z.strictObject({
    code: requiredText,
    name: requiredText,
    region_id: entityId,
    rate: rateField.optional(),
    metadata: jsonObject.optional(),
    ...overrideFields,
  }),
  responses: { 200: taxRateResponse },
});

export const AdminGetTaxRatesTaxRate = operation({
  id: "AdminGetTaxRatesTaxRate",
  method: "get",
  path: "/admin/tax-rates/{id}",
  tag: TAG,
  summary: "Get a tax rate",
  audience: "staff",
  query: z.strictObject(shapeQuery),
  responses: { 200: taxRateResponse },
});

export const AdminPostTaxRatesTaxRate = operation({
  id: "AdminPostTaxRatesTaxRate",
  method: "post",
  path: "/admin/tax-rates/{id}",
  tag: TAG,
  summary: "Update a tax rate",
  description:
    "`products`, `product_types` and `shipping_options`, when given, replace what the rate applies to.",
  audience: "staff",
  idempotent: true,
  query: z.strictObject(shapeQuery),
  body: z.strictObject({
    code: requiredText.optional(),
    name: requiredText.optional(),
    region_id: entityId.optional(),
    rate: rateField.optional(),
    metadata: jsonObject.optional(),
    ...overrideFields,
  }),
  responses: { 200: taxRateResponse },
});

export const AdminDeleteTaxRatesTaxRate = operation({
  id: "AdminDeleteTaxRatesTaxRate",
  method: "delete",
  path: "/admin/tax-rates/{id}",
  tag: TAG,
  summary: "Delete a tax rate",
  description: "What it applied to is taxed at the region's default rate again.",
  audience: "staff",
  idempotent: true,
  responses: { 200: DeleteResponse },
});

/** The add and remove operations of one kind of override. */
function overrideBatch<const Key extends string, const Id extends string>(
  key: Key,
  segment: string,
  what: string,
  ids: { add: Id; remove: string },
) {
  const body = z.strictObject({ [key]: nonEmptyBatch(what) } as {
    [K in Key]: ReturnType<typeof nonEmptyBatch>;
  });
  return {
    add: operation({
      id: ids.add,
      method: "post",
      path: `/admin/tax-rates/{id}/${segment}/batch`,
      tag: TAG,
      summary: `Apply a tax rate to ${what}`,
      description: `The ${what} already named are left as they are.`,
      audience: "staff",
      idempotent: true,
      query: z.strictObject(shapeQuery),
      body,
      responses: { 200: taxRateResponse },
    }),
    remove: operation({
      id: ids.remove,
      method: "delete",
      path: `/admin/tax-rates/{id}/${segment}/batch`,
      tag: TAG,
      summary: `Stop applying a tax rate to ${what}`,
      audience: "staff",
      idempotent: true,
      query: z.strictObject(shapeQuery),
      body,
      responses: { 200: taxRateResponse },
    }),
  };
}

const productBatch = overrideBatch("products", "products", "products", {
  add: "AdminPostTaxRatesTaxRateProducts",
  remove: "AdminDeleteTaxRatesTaxRateProducts",
});
export const AdminPostTaxRatesTaxRateProducts = productBatch.add;
export const AdminDeleteTaxRatesTaxRateProducts = productBatch.remove;

const productTypeBatch = overrideBatch("product_types", "product-types", "product types", {
  add: "AdminPostTaxRatesTaxRateProductTypes",
  remove: "AdminDeleteTaxRatesTaxRateProductTypes",
});
export const AdminPostTaxRatesTaxRateProductTypes = productTypeBatch.add;
export const AdminDeleteTaxRatesTaxRateProductTypes = productTypeBatch.remove;

const shippingOptionBatch = overrideBatch(
  "shipping_options",
  "shipping-options",
  "shipping options",
  {
    add: "AdminPostTaxRatesTaxRateShippingOptions",
    remove: "AdminDeleteTaxRatesTaxRateShippingOptions",
  },
);
export const AdminPostTaxRatesTaxRateShippingOptions = shippingOptionBatch.add;
export const AdminDeleteTaxRatesTaxRateShippingOptions = shippingOptionBatch.remove;
