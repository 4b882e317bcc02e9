// GET /store/collections and /store/collections/:id (Medusa v1 §5, §7.3).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryList } from "../../../http/validation";
import { dateComparison, paginationQuery } from "../../../http/list-query";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { listCollections, retrieveCollection } from "../collection-service";

const collectionListQuery = z.strictObject({
  ...paginationQuery(10),
  handle: queryList.optional(),
  created_at: dateComparison,
  updated_at: dateComparison,
});

export const collectionRoutes = new Hono<AppEnv>();

collectionRoutes.use("/collections/*", refuseNulCharacters);

collectionRoutes.get("/collections", async (c) => {
  const query = parseQuery(c, collectionListQuery);
  const { db } = c.get("deps");
  return cachedJson(c, catalogueCacheKey("collections", query), async () => ({
    ...(await listCollections(db, query)),
    offset: query.offset,
    limit: query.limit,
  }));
});

collectionRoutes.get("/collections/:id", (c) => {
  const id = c.req.param("id");
  const { db } = c.get("deps");
  return cachedJson(c, catalogueCacheKey("collection", id), async () => ({
    collection: await retrieveCollection(db, id),
  }));
});
