// GET /store/product-tags and /store/product-tags/:id.
import { productTags } from "../tables";
import { valueEntityRoutes } from "./value-entity-routes";

export const tagRoutes = valueEntityRoutes({
  table: productTags,
  path: "/product-tags",
  listKey: "product_tags",
  itemKey: "product_tag",
  entityName: "ProductTag",
});
