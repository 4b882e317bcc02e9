// Hono's body limit, with the refusal closing the connection: the refused body is still on its
// way (unread, or read only in part), and a client that reused the socket for its next request
// would lose that request when the server gives up draining it. `Connection: close` tells the
// client to open a fresh connection instead.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export function limitBodySize(
  maxSize: number,
  refuse: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header("Connection", "close");
      return refuse(c);
    },
  });
}
