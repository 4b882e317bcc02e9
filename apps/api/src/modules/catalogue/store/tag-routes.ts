// GET /store/product-tags and /store/product-tags/:id.
import { GetProductTags, GetProductTagsTag } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { productTags } from "../tables";
import { listValues, retrieveValue, valueListOrder } from "../value-entities";

const listRoute = bind(GetProductTags, (c, input) => {
  const query = input.query();
  const order = valueListOrder(query);
  const { db } = c.get("deps");
  return cachedReply(c, GetProductTags, catalogueCacheKey("product_tags", query), async () => {
    const { rows, total } = await listValues(db, productTags, query, order);
    return { product_tags: rows, count: total, offset: query.offset, limit: query.limit };
  });
});

const retrieveRoute = bind(GetProductTagsTag, (c, { params }) => {
  const { db } = c.get("deps");
  return cachedReply(
    c,
    GetProductTagsTag,
    catalogueCacheKey("product_tag", params.id),
    async () => ({
      product_tag: await retrieveValue(db, productTags, params.id, "ProductTag"),
    }),
  );
});

export const tagRoutes = mount(
  new Hono<AppEnv>().use("/product-tags/*", refuseNulCharacters),
  "/store",
  [listRoute, retrieveRoute],
);
