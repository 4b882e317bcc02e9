// Who the customer is, on every /store route (contract medusa-v1 §3.2): the session cookie first,
// then `Authorization: Bearer <store token>`. Neither, or a bad or expired one, means a guest;
// only routes guarded by `requireCustomer` turn that into a 401.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/context";
import { isRegisteredCustomer } from "../customers/customer-queries";
import { UNAUTHORIZED_BODY } from "./constants";
import { customerIdFromSessionToken, sessionToken } from "./sessions";
import { readStoreToken } from "./store-token";

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}

async function identifyCustomer(c: Context<AppEnv>): Promise<string | undefined> {
  const { db, config } = c.get("deps");
  const cookie = sessionToken(c);
  if (cookie) {
    const fromSession = await customerIdFromSessionToken(db, cookie);
    if (fromSession) return fromSession;
  }
  const token = bearerToken(c);
  const fromToken = token ? readStoreToken(token, config.jwtSecret) : undefined;
  // A token outlives a deleted account; it must not keep working after that.
  return fromToken && (await isRegisteredCustomer(db, fromToken)) ? fromToken : undefined;
}

/** Mounted on /store/*: sets `customerId` when the request carries a valid session or token. */
export const optionalCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const customerId = await identifyCustomer(c);
  if (customerId) c.set("customerId", customerId);
  await next();
};

/** Route guard: a guest gets Medusa's plain-text 401 `Unauthorized`. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("customerId")) return unauthorized(c);
  await next();
};

/** The customer of a route behind `requireCustomer`, which has already turned a guest away. */
export function signedInCustomerId(c: Context<AppEnv>): string {
  const customerId = c.get("customerId");
  if (!customerId) throw new Error("a customer route must be guarded by requireCustomer");
  return customerId;
}

export function unauthorized(c: Context): Response {
  return c.text(UNAUTHORIZED_BODY, 401);
}
