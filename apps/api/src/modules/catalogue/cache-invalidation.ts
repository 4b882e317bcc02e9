// Store catalogue answers are cached for a few seconds (http/response-cache.ts); an admin
// change must show in the store at once, so every admin catalogue write drops that cache.
import type { MiddlewareHandler } from "hono";
import { invalidateCatalogueCache } from "../../http/response-cache";

export const invalidateCatalogueAfterWrite: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") invalidateCatalogueCache();
};
