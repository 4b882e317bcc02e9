// GET /store/product-types and /store/product-types/:id.
import { GetProductTypes, GetProductTypesType } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { productTypes } from "../tables";
import { listValues, retrieveValue, valueListOrder } from "../value-entities";

const listRoute = bind(GetProductTypes, (c, input) => {
  const query = input.query();
  const order = valueListOrder(query);
  const { db } = c.get("deps");
  return cachedReply(c, GetProductTypes, catalogueCacheKey("product_types", query), async () => {
    const { rows, total } = await listValues(db, productTypes, query, order);
    return { product_types: rows, count: total, offset: query.offset, limit: query.limit };
  });
});

const retrieveRoute = bind(GetProductTypesType, (c, { params }) => {
  const { db } = c.get("deps");
  return cachedReply(
    c,
    GetProductTypesType,
    catalogueCacheKey("product_type", params.id),
    async () => ({
      product_type: await retrieveValue(db, productTypes, params.id, "ProductType"),
    }),
  );
});

export const typeRoutes = mount(
  new Hono<AppEnv>().use("/product-types/*", refuseNulCharacters),
  "/store",
  [listRoute, retrieveRoute],
);
