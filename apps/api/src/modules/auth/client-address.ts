// The address a request came from, for the per-address sign-in limit.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Longer than any IPv6 address with a zone; keeps a forged header from filling a column. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The first X-Forwarded-For hop when a proxy sent one, else the socket's peer. The header is
 * trusted because the API is meant to sit behind the web app or a load balancer; the per-email
 * limit holds whatever a client writes into it.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, MAX_ADDRESS_LENGTH);
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Served without @hono/node-server (app.request in a test) there is no socket to ask.
    return "unknown";
  }
}
