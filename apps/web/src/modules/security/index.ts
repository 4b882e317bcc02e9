export { contentSecurityPolicy, createNonce, NONCE_HEADER } from "./content-security-policy";
