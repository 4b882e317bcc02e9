// PostgreSQL text cannot hold a NUL character, and a value carrying one makes the database
// refuse the whole query. No catalogue value can contain one, so such input is a 400 at the edge.
import { NUL_IN_REQUEST_MESSAGE } from "@atelier/contracts";
import type { MiddlewareHandler } from "hono";
import { invalidData } from "./errors";

/** For a router's paths: checks the query string and the path parameters in one place. */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  if (/%00/.test(c.req.url)) throw invalidData(NUL_IN_REQUEST_MESSAGE);
  await next();
};
