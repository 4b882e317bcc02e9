// GET /store/variants and /store/variants/:id (Medusa v1 §5, §7.5), scoped by the publishable
// API key like the products they belong to.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList, queryList } from "../../../http/validation";
import { numberComparison, paginationQuery, queryText } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { publishableKeyScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import { catalogueReadOptions } from "../read-options";
import { listStoreVariants, retrieveStoreVariant } from "../variant-service";

const variantReadFields = {
  sales_channel_id: queryList.optional(),
  cart_id: queryText.optional(),
  region_id: queryText.optional(),
  currency_code: queryText.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
};

const variantListQuery = z.strictObject({
  ...paginationQuery(100),
  /** A comma-separated list of variant ids. */
  ids: queryList.optional(),
  id: queryList.optional(),
  title: queryText.optional(),
  inventory_quantity: numberComparison.optional(),
  ...variantReadFields,
});

const variantRetrieveQuery = z.strictObject(variantReadFields);

export const variantRoutes = new Hono<AppEnv>();

variantRoutes.use("/variants/*", refuseNulCharacters, publishableKeyScope);

variantRoutes.get("/variants", (c) =>
  withScopeErrors(c, async () => {
    const query = parseQuery(c, variantListQuery);
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, query);
    const filters = {
      ids: [...new Set([...(query.ids ?? []), ...(query.id ?? [])])].sort(),
      title: query.title,
      inventory_quantity: query.inventory_quantity,
    };
    const page = { filters, offset: query.offset, limit: query.limit };
    return cachedJson(c, catalogueCacheKey("variants", { page, options }), async () => ({
      variants: await listStoreVariants(db, page, options),
    }));
  }),
);

variantRoutes.get("/variants/:id", (c) =>
  withScopeErrors(c, async () => {
    const id = c.req.param("id");
    const { db } = c.get("deps");
    const { scope, options } = await catalogueReadOptions(c, parseQuery(c, variantRetrieveQuery));
    return cachedJson(c, catalogueCacheKey("variant", { id, options }), async () => ({
      variant: await retrieveStoreVariant(db, id, scope, options),
    }));
  }),
);
