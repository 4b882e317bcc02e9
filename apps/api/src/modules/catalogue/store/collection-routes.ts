// GET /store/collections and /store/collections/:id (Medusa v1 §5, §7.3).
import { GetCollections, GetCollectionsCollection } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { listCollections, retrieveCollection } from "../collection-service";

const listRoute = bind(GetCollections, (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  return cachedReply(c, GetCollections, catalogueCacheKey("collections", query), async () => ({
    ...(await listCollections(db, query)),
    offset: query.offset,
    limit: query.limit,
  }));
});

const retrieveRoute = bind(GetCollectionsCollection, (c, { params }) => {
  const { db } = c.get("deps");
  return cachedReply(
    c,
    GetCollectionsCollection,
    catalogueCacheKey("collection", params.id),
    async () => ({ collection: await retrieveCollection(db, params.id) }),
  );
});

export const collectionRoutes = mount(
  new Hono<AppEnv>().use("/collections/*", refuseNulCharacters),
  "/store",
  [listRoute, retrieveRoute],
);
