// When a session ends (docs/adr/0006): Atelier's API says it in a header on every answer that
// starts or renews a session, so a shop on another origin knows it is signed in without asking.
// A plain Medusa v1 server does not send it; then the expiry is null.
import type { TransportResponse } from "./client";

export const SESSION_EXPIRES_HEADER = "X-Session-Expires-At";

/** An answer that started a session, with the session's end (ISO-8601), or null when unknown. */
export type WithSessionExpiry<T> = T & { sessionExpiresAt: string | null };

export async function withSessionExpiry<T extends object>(
  answer: Promise<TransportResponse<T>>,
): Promise<WithSessionExpiry<T>> {
  const { body, headers } = await answer;
  return { ...body, sessionExpiresAt: headers.get(SESSION_EXPIRES_HEADER) };
}
