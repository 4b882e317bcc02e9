// GET /store/custom: the shop's store info (shape in store-info-service).
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { cachedJson, catalogueCacheKey } from "../../../http/response-cache";
import { loadStoreInfo } from "../store-info-service";

export const storeInfoRoutes = new Hono<AppEnv>();

storeInfoRoutes.get("/custom", (c) => {
  const { db } = c.get("deps");
  return cachedJson(c, catalogueCacheKey("store-info", null), async () => ({
    store: await loadStoreInfo(db),
  }));
});
