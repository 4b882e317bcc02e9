// GET /store/products, GET /store/products/:id and POST /store/products/search (Medusa v1 §5,
// §7.1), plus the variant routes. Every route is scoped by the publishable API key (§3.4).
import { GetProducts, GetProductsProduct, PostProductsSearch } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { NEWEST_FIRST } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { publishableKeyScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import { parseProductOrder } from "../product-order";
import { listStoreProducts, retrieveStoreProduct } from "../product-service";
import { catalogueReadOptions } from "../read-options";
import { variantRoutes } from "./variant-routes";

const listRoute = bind(GetProducts, (c, input) =>
  withScopeErrors(c, async () => {
    const {
      offset,
      limit,
      order: orderParam,
      cart_id,
      region_id,
      currency_code,
      sales_channel_id,
      expand: _expand,
      fields: _fields,
      ...filters
    } = input.query();
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, {
      cart_id,
      region_id,
      currency_code,
      sales_channel_id,
    });
    const order = parseProductOrder(orderParam, options.selection);
    const key = catalogueCacheKey("products", { filters, order, offset, limit, options });
    return cachedReply(c, GetProducts, key, async () => ({
      ...(await listStoreProducts(db, { filters, order, offset, limit }, options)),
      offset,
      limit,
    }));
  }),
);

/** Medusa leaves search to a plugin; ours searches the catalogue directly (see the declaration). */
const searchRoute = bind(PostProductsSearch, (c, input) =>
  withScopeErrors(c, async () => {
    const { q, offset, limit, filter, cart_id, region_id, currency_code } = await input.body();
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, { cart_id, region_id, currency_code });
    const filters = { ...filter, q: q ?? filter?.q };
    const key = catalogueCacheKey("products-search", { filters, offset, limit, options });
    return cachedReply(c, PostProductsSearch, key, async () => {
      const page = await listStoreProducts(
        db,
        { filters, order: NEWEST_FIRST, offset, limit },
        options,
      );
      return {
        hits: page.products,
        query: filters.q ?? "",
        offset,
        limit,
        estimatedTotalHits: page.count,
      };
    });
  }),
);

const retrieveRoute = bind(GetProductsProduct, (c, input) =>
  withScopeErrors(c, async () => {
    const { id } = input.params;
    const { expand: _expand, fields: _fields, ...params } = input.query();
    const { db } = c.get("deps");
    const { scope, options } = await catalogueReadOptions(c, params);
    return cachedReply(
      c,
      GetProductsProduct,
      catalogueCacheKey("product", { id, options }),
      async () => ({
        product: await retrieveStoreProduct(db, id, scope, options),
      }),
    );
  }),
);

export const productRoutes = mount(
  new Hono<AppEnv>().use("/products/*", refuseNulCharacters, publishableKeyScope),
  "/store",
  [listRoute, searchRoute, retrieveRoute],
).route("/", variantRoutes);
