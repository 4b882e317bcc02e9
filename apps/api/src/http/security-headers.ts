// Security headers on every answer of the API, errors and 404s included
// (docs/adr/0005-security-headers.md). The API answers JSON, text, images and an event stream;
// nosniff makes browsers take each for its Content-Type, so an uploaded file can never run as a
// script or a page. Set before the route runs, like the CORS headers, so no finished response is
// copied; routes that build their own Response get it afterwards.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("X-Content-Type-Options", "nosniff");
  await next();
  if (!c.res.headers.has("X-Content-Type-Options")) {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  }
};
