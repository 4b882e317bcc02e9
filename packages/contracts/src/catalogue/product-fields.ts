// Request bodies of the admin products and their variants (contract medusa-v1 §12.1, "Admin
// product create body"), validated at the edge so that bad input is a readable 400.
import { z } from "zod";
import { metadataField, requiredText, textField } from "../common/input";
import { ProductStatus } from "./entities";
import { boundedList, handleField, idReference, recordId as id, wholeNumber } from "./fields";

const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { error: "must be a three-letter ISO currency code" })
  .transform((value) => value.toLowerCase());

/** A base price: in a currency, or in a region (and so in its currency), never both. */
const basePriceInput = z
  .strictObject({
    id: id.optional(),
    currency_code: currencyCode.optional(),
    region_id: id.optional(),
    amount: wholeNumber,
    min_quantity: wholeNumber.nullish(),
    max_quantity: wholeNumber.nullish(),
  })
  .refine((price) => (price.currency_code === undefined) !== (price.region_id === undefined), {
    error: "give either currency_code or region_id",
  })
  .refine(
    (price) =>
      price.min_quantity == null ||
      price.max_quantity == null ||
      price.min_quantity <= price.max_quantity,
    { error: "min_quantity must not be above max_quantity" },
  );
export type BasePriceInput = z.infer<typeof basePriceInput>;

const optionalText = textField.nullish();
const dimension = wholeNumber.nullish();

/** The columns of a variant a request may set; everything is optional here. */
const variantColumns = {
  title: requiredText.optional(),
  sku: optionalText,
  ean: optionalText,
  upc: optionalText,
  barcode: optionalText,
  hs_code: optionalText,
  origin_country: optionalText,
  mid_code: optionalText,
  material: optionalText,
  inventory_quantity: wholeNumber.optional(),
  allow_backorder: z.boolean({ error: "must be true or false" }).optional(),
  manage_inventory: z.boolean({ error: "must be true or false" }).optional(),
  variant_rank: wholeNumber.optional(),
  weight: dimension,
  length: dimension,
  height: dimension,
  width: dimension,
  metadata: metadataField.nullish(),
};

/** A variant inside a product create body: option values by position of the product's options. */
const productVariantInput = z.strictObject({
  ...variantColumns,
  prices: boundedList(basePriceInput).default([]),
  options: boundedList(z.strictObject({ value: requiredText })).default([]),
});

const optionValueById = z.strictObject({ option_id: id, value: requiredText });

/** `POST /admin/products/:id/variants`. */
export const variantCreateBody = z.strictObject({
  ...variantColumns,
  prices: boundedList(basePriceInput).default([]),
  options: boundedList(optionValueById).default([]),
});
export type VariantCreateBody = z.infer<typeof variantCreateBody>;

/** `POST /admin/products/:id/variants/:variant_id`: `prices`, when given, replaces the base prices. */
export const variantUpdateBody = z.strictObject({
  ...variantColumns,
  prices: boundedList(basePriceInput).optional(),
  options: boundedList(optionValueById).optional(),
});
export type VariantUpdateBody = z.infer<typeof variantUpdateBody>;

/** A value entity (type, tag) named by id or by value; a new value is created. */
const valueReference = z.strictObject({ id: id.optional(), value: requiredText });

const imageUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/media\/\S+$/.test(value), {
    error: "must be an http(s) URL or a /media/ path",
  })
  .pipe(textField);

/** The product columns and relations shared by create and update. */
const productFields = {
  subtitle: optionalText,
  description: z.string().max(20_000, { error: "must be at most 20000 characters long" }).nullish(),
  handle: handleField.optional(),
  status: z.enum(ProductStatus.options, {
    error: `must be one of ${ProductStatus.options.join(", ")}`,
  }),
  is_giftcard: z.boolean({ error: "must be true or false" }).optional(),
  discountable: z.boolean({ error: "must be true or false" }).optional(),
  images: boundedList(imageUrl).optional(),
  thumbnail: imageUrl.nullish(),
  collection_id: id.nullish(),
  type: valueReference.nullish(),
  tags: boundedList(valueReference).optional(),
  categories: boundedList(idReference).optional(),
  sales_channels: boundedList(idReference).optional(),
  weight: dimension,
  length: dimension,
  height: dimension,
  width: dimension,
  hs_code: optionalText,
  origin_country: optionalText,
  mid_code: optionalText,
  material: optionalText,
  external_id: optionalText,
  metadata: metadataField.nullish(),
};

export const productCreateBody = z.strictObject({
  ...productFields,
  title: requiredText,
  status: productFields.status.default("draft"),
  options: boundedList(z.strictObject({ title: requiredText })).default([]),
  variants: boundedList(productVariantInput).default([]),
});
export type ProductCreateBody = z.infer<typeof productCreateBody>;

/**
 * `variants` in an update lists the product's variants: those with an id are changed, those
 * without are added, and the ones left out are deleted (as in Medusa).
 */
export const productUpdateBody = z.strictObject({
  ...productFields,
  title: requiredText.optional(),
  status: productFields.status.optional(),
  variants: boundedList(variantUpdateBody.extend({ id: id.optional() })).optional(),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

export const productOptionBody = z.strictObject({ title: requiredText });

export const productMetadataBody = z.strictObject({
  key: z.string().trim().min(1, { error: "must not be empty" }).pipe(textField),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()], {
    error: "must be a string, a number, true, false or null",
  }),
});
