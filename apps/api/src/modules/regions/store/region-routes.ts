// GET /store/regions and /store/regions/:id (Medusa v1 §5, §7.2).
import { Hono } from "hono";
import { z } from "zod";
import { regions } from "../tables";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList } from "../../../http/validation";
import {
  comparisonConditions,
  dateComparison,
  NEWEST_FIRST,
  paginationQuery,
  parseOrder,
} from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { listRegions, regionOrderFields, retrieveRegion } from "../region-service";

const regionListQuery = z.strictObject({
  ...paginationQuery(100),
  created_at: dateComparison,
  updated_at: dateComparison,
  order: z.string().optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

export const regionRoutes = new Hono<AppEnv>();

regionRoutes.use("/regions/*", refuseNulCharacters);

regionRoutes.get("/regions", async (c) => {
  const { expand: _expand, fields: _fields, ...query } = parseQuery(c, regionListQuery);
  const order = parseOrder(query.order, regionOrderFields, NEWEST_FIRST);
  const { db } = c.get("deps");
  return cachedJson(c, catalogueCacheKey("regions", { ...query, order }), async () => {
    const page = await listRegions(db, {
      conditions: [
        ...comparisonConditions(regions.created_at, query.created_at),
        ...comparisonConditions(regions.updated_at, query.updated_at),
      ],
      order,
      offset: query.offset,
      limit: query.limit,
    });
    return { ...page, offset: query.offset, limit: query.limit };
  });
});

regionRoutes.get("/regions/:id", (c) => {
  const id = c.req.param("id");
  const { db } = c.get("deps");
  return cachedJson(c, catalogueCacheKey("region", id), async () => ({
    region: await retrieveRegion(db, id),
  }));
});
