// The catalogue as the Admin API answers it: admin answers carry every base price of a variant
// in `prices`, so the Store's Product and ProductVariant shapes describe them too.
import { z } from "zod";
import { Product, ProductCollection, ProductVariant } from "./entities";

export const AdminProduct = Product;
export type AdminProduct = Product;
export const AdminProductVariant = ProductVariant;
export type AdminProductVariant = ProductVariant;
export const AdminCollection = ProductCollection;
export type AdminCollection = ProductCollection;

export const AdminProductResponse = z.object({ product: Product });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

export const AdminVariantDeleteResponse = z
  .object({
    variant_id: z.string(),
    object: z.literal("product-variant"),
    deleted: z.literal(true),
    product: Product,
  })
  .meta({ id: "AdminVariantDeleteResponse" });
export type AdminVariantDeleteResponse = z.infer<typeof AdminVariantDeleteResponse>;

export const AdminOptionDeleteResponse = z
  .object({
    option_id: z.string(),
    object: z.literal("option"),
    deleted: z.literal(true),
    product: Product,
  })
  .meta({ id: "AdminOptionDeleteResponse" });
export type AdminOptionDeleteResponse = z.infer<typeof AdminOptionDeleteResponse>;
