// The store bearer token (Medusa v1 §3.2): `{customer_id, domain: "store", iat, exp}`, 30 days.
import { STORE_TOKEN_TTL_SECONDS } from "./constants";
import { signJwt, verifyJwt } from "./jwt";

export function signStoreToken(
  customerId: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  return signJwt(
    {
      customer_id: customerId,
      domain: "store",
      iat: nowSeconds,
      exp: nowSeconds + STORE_TOKEN_TTL_SECONDS,
    },
    secret,
  );
}

/** The customer id of a valid, unexpired store token; undefined otherwise (an admin token too). */
export function readStoreToken(
  token: string,
  secret: string,
  nowSeconds?: number,
): string | undefined {
  const payload = verifyJwt(token, secret, nowSeconds);
  if (payload?.domain !== "store" || typeof payload.customer_id !== "string") return undefined;
  // Medusa's tokens always expire; one without `exp` was not issued by this shop's code.
  if (typeof payload.exp !== "number") return undefined;
  return payload.customer_id;
}
