// GET /store/regions and /store/regions/:id (Medusa v1 §5, §7.2).
import { GetRegions, GetRegionsRegion } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { comparisonConditions, NEWEST_FIRST, parseOrder } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { listRegions, regionOrderFields, retrieveRegion } from "../region-service";
import { regions } from "../tables";

const listRoute = bind(GetRegions, (c, input) => {
  const { expand: _expand, fields: _fields, ...query } = input.query();
  const order = parseOrder(query.order, regionOrderFields, NEWEST_FIRST);
  const { db } = c.get("deps");
  return cachedReply(c, GetRegions, catalogueCacheKey("regions", { ...query, order }), async () => {
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

const retrieveRoute = bind(GetRegionsRegion, (c, { params }) => {
  const { db } = c.get("deps");
  return cachedReply(c, GetRegionsRegion, catalogueCacheKey("region", params.id), async () => ({
    region: await retrieveRegion(db, params.id),
  }));
});

export const regionRoutes = mount(
  new Hono<AppEnv>().use("/regions/*", refuseNulCharacters),
  "/store",
  [listRoute, retrieveRoute],
);
