// CORS with credentials for the configured origins. Written for the hot path: simple requests
// get their headers through c.header() before the route runs, so Hono never has to copy a
// finished response to add them (hono/cors does, which tripled the cost of a cached read).
import type { MiddlewareHandler } from "hono";
import { SESSION_EXPIRES_HEADER } from "../modules/auth/constants";
import type { AppEnv } from "./context";

const ALLOWED_HEADERS = [
  "Content-Type",
  "Accept",
  "Authorization",
  "Idempotency-Key",
  "x-publishable-api-key",
  "x-medusa-access-token",
  // The content client (@sanity/client) and its event sources.
  "X-Sanity-Project-ID",
  "Cache-Control",
  "Last-Event-ID",
].join(", ");
const ALLOWED_METHODS = "GET, POST, DELETE, OPTIONS";
// The session expiry lets the shop know it is signed in without asking (docs/adr/0006).
const EXPOSED_HEADERS = `Idempotency-Key, ${SESSION_EXPIRES_HEADER}`;
const PREFLIGHT_MAX_AGE_SECONDS = "600";

export function corsWithCredentials(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const isAllowed = origin !== undefined && allowed.has(origin);

    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const headers: Record<string, string> = { Vary: "Origin" };
      if (isAllowed) {
        headers["Access-Control-Allow-Origin"] = origin;
        headers["Access-Control-Allow-Credentials"] = "true";
        headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS;
        headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
        headers["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE_SECONDS;
      }
      return c.body(null, 204, headers);
    }

    c.header("Vary", "Origin");
    if (isAllowed) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Credentials", "true");
      c.header("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
    await next();
    // A route that built its own Response object (streams, files) did not pick up c.header().
    if (isAllowed && !c.res.headers.has("Access-Control-Allow-Origin")) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Allow-Credentials", "true");
      c.res.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
  };
}
