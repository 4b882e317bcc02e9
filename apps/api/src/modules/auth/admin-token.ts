// The admin bearer token (contract medusa-v1 §3.3): `{user_id, domain: "admin", iat, exp}`, 24 h.
import { signJwt, verifyJwt } from "./jwt";
import { ADMIN_TOKEN_TTL_SECONDS } from "./constants";

export function signAdminToken(
  userId: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  return signJwt(
    {
      user_id: userId,
      domain: "admin",
      iat: nowSeconds,
      exp: nowSeconds + ADMIN_TOKEN_TTL_SECONDS,
    },
    secret,
  );
}

/** The user id of a valid, unexpired admin token; undefined otherwise (a store token too). */
export function readAdminToken(token: string, secret: string): string | undefined {
  const payload = verifyJwt(token, secret);
  if (payload?.domain !== "admin" || typeof payload.user_id !== "string") return undefined;
  if (typeof payload.exp !== "number") return undefined;
  return payload.user_id;
}
