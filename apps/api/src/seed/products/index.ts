// Every demo product, in the order the catalogue lists them by collection.
import { bedroomProducts } from "./bedroom";
import { decorProducts } from "./decor";
import { diningProducts } from "./dining";
import { lightingProducts } from "./lighting";
import { livingProducts } from "./living";
import type { ProductSeed } from "./product-seed";
import { textileProducts } from "./textiles";

export type { ProductSeed } from "./product-seed";

export const seedProducts: ProductSeed[] = [
  ...livingProducts,
  ...diningProducts,
  ...bedroomProducts,
  ...lightingProducts,
  ...textileProducts,
  ...decorProducts,
];
