// Limits of outgoing mail. Ours: a slow or dead SMTP server must not hold a request for long.

/** How long to wait for the SMTP server to accept the connection and greet. */
export const SMTP_CONNECT_TIMEOUT_MS = 10_000;

/** How long an SMTP conversation may stay silent before it is given up. */
export const SMTP_SOCKET_TIMEOUT_MS = 20_000;

// The default and largest page of outbox listings live with the route declarations.
export { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from "@atelier/contracts";
