// The catalogue's routers; app.ts mounts them. Under /store: products (with their variants),
// collections, categories, tags and types, in that order. Under /admin (issue 4, "Catalogue";
// contract medusa-v1 §12.1): products with their variants and options, variants, collections,
// categories, tags and types; every admin write drops the Store's catalogue cache so shoppers
// see the change at once.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { refuseNulCharacters } from "../../http/nul-characters";
import { invalidateCatalogueAfterWrite } from "../../http/response-cache";
import { adminCategoryRoutes } from "./admin/category-routes";
import { adminCollectionRoutes } from "./admin/collection-routes";
import { adminProductRoutes } from "./admin/product-routes";
import { adminValueListRoutes } from "./admin/value-list-routes";
import { adminVariantRoutes } from "./admin/variant-routes";
import { categoryRoutes } from "./store/category-routes";
import { collectionRoutes } from "./store/collection-routes";
import { productRoutes } from "./store/product-routes";
import { tagRoutes } from "./store/tag-routes";
import { typeRoutes } from "./store/type-routes";

export const storeRoutes = new Hono<AppEnv>()
  .route("/", productRoutes)
  .route("/", collectionRoutes)
  .route("/", categoryRoutes)
  .route("/", tagRoutes)
  .route("/", typeRoutes);

// Middleware is registered per path: a "*" here would run for every admin route once mounted.
const CATALOGUE_PATHS = [
  "/products",
  "/products/*",
  "/variants",
  "/variants/*",
  "/collections",
  "/collections/*",
  "/product-categories",
  "/product-categories/*",
  "/product-tags",
  "/product-types",
];

const catalogueRoutes = new Hono<AppEnv>();
for (const path of CATALOGUE_PATHS) {
  catalogueRoutes.use(path, refuseNulCharacters, invalidateCatalogueAfterWrite);
}

export const adminRoutes = catalogueRoutes
  .route("/", adminProductRoutes)
  .route("/", adminVariantRoutes)
  .route("/", adminCollectionRoutes)
  .route("/", adminCategoryRoutes)
  .route("/", adminValueListRoutes);
