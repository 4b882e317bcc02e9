// GET /store/custom: the shop's store info (shape in store-info-service).
import { GetCustom } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { loadStoreInfo } from "../store-info-service";

const retrieveRoute = bind(GetCustom, (c) => {
  const { db } = c.get("deps");
  return cachedReply(c, GetCustom, catalogueCacheKey("store-info", null), async () => ({
    store: await loadStoreInfo(db),
  }));
});

export const storeInfoRoutes = mount(new Hono<AppEnv>(), "/store", [retrieveRoute]);
