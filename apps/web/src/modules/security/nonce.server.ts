// The CSP nonce of the request being rendered (set by proxy.ts). Reading request headers also
// keeps every page rendered per request: a prerendered page would carry no nonce at all.
import "server-only";
import { headers } from "next/headers";
import { NONCE_HEADER } from "./content-security-policy";

export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
