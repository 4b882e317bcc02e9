// GET /store/product-types and /store/product-types/:id.
import { productTypes } from "../tables";
import { valueEntityRoutes } from "./value-entity-routes";

export const typeRoutes = valueEntityRoutes({
  table: productTypes,
  path: "/product-types",
  listKey: "product_types",
  itemKey: "product_type",
  entityName: "ProductType",
});
