// Hono's body limit, with the refusal closing the connection: the refused body is still on its
// way (unread, or read only in part), and a client that reused the socket for its next request
// would lose that request when the server gives up draining it. `Connection: close` tells the
// client to open a fresh connection instead.
//
// A body with a Content-Length is judged by that header alone, as Hono's limit judges it, but
// without touching the request's `body` first: under @hono/node-server that made every POST build
// a whole web Request (headers, abort signal, a stream over the socket) before the route read its
// few hundred bytes, which the server otherwise reads straight from the socket (issue 16: a tenth
// of an add-to-cart's CPU). Node's parser reads exactly Content-Length bytes, so the limit holds.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export function limitBodySize(
  maxSize: number,
  refuse: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const onError = (c: Context) => {
    c.header("Connection", "close");
    return refuse(c);
  };
  // A chunked body (no Content-Length) is counted as it is read.
  const limitChunked = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
      return limitChunked(c, next);
    }
    if (parseInt(length, 10) > maxSize) return onError(c);
    await next();
  };
}
