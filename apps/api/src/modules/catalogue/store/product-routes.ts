// GET /store/products, GET /store/products/:id and POST /store/products/search (Medusa v1 §5,
// §7.1), plus the variant routes. Every route is scoped by the publishable API key (§3.4).
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { parseBody, parseQuery } from "../../../http/validation";
import { NEWEST_FIRST } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { publishableKeyScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import { parseProductOrder } from "../product-order";
import { productListQuery, productRetrieveQuery, productSearchBody } from "../product-query";
import { listStoreProducts, retrieveStoreProduct } from "../product-service";
import { catalogueReadOptions } from "../read-options";
import { variantRoutes } from "./variant-routes";

export const productRoutes = new Hono<AppEnv>();

productRoutes.use("/products/*", refuseNulCharacters, publishableKeyScope);

productRoutes.get("/products", (c) =>
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
    } = parseQuery(c, productListQuery);
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, {
      cart_id,
      region_id,
      currency_code,
      sales_channel_id,
    });
    const order = parseProductOrder(orderParam, options.selection);
    const key = catalogueCacheKey("products", { filters, order, offset, limit, options });
    return cachedJson(c, key, async () => ({
      ...(await listStoreProducts(db, { filters, order, offset, limit }, options)),
      offset,
      limit,
    }));
  }),
);

/**
 * Medusa leaves search to a plugin; ours searches the catalogue directly and answers in the
 * shape of the Meilisearch plugin: `{ hits, query, offset, limit, estimatedTotalHits }`.
 */
productRoutes.post("/products/search", (c) =>
  withScopeErrors(c, async () => {
    const { q, offset, limit, filter, cart_id, region_id, currency_code } = await parseBody(
      c,
      productSearchBody,
    );
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, { cart_id, region_id, currency_code });
    const filters = { ...filter, q: q ?? filter?.q };
    const key = catalogueCacheKey("products-search", { filters, offset, limit, options });
    return cachedJson(c, key, async () => {
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

productRoutes.get("/products/:id", (c) =>
  withScopeErrors(c, async () => {
    const id = c.req.param("id");
    const { expand: _expand, fields: _fields, ...params } = parseQuery(c, productRetrieveQuery);
    const { db } = c.get("deps");
    const { scope, options } = await catalogueReadOptions(c, params);
    return cachedJson(c, catalogueCacheKey("product", { id, options }), async () => ({
      product: await retrieveStoreProduct(db, id, scope, options),
    }));
  }),
);

productRoutes.route("/", variantRoutes);
