// The commerce client's retry policy (spec §7, §9), kept free of I/O so it can be tested alone.

/** A `Retry-After` longer than this means "not now": the call fails at once (spec §9). */
export const RETRY_AFTER_LIMIT_MS = 300_000;

export interface RetryPolicy {
  /** Retries after the first attempt; 0 turns retrying off. */
  maxRetries: number;
  /** Wait before the first retry; each later retry waits twice as long. */
  retryDelayMs: number;
}

/** What came back from a failed attempt: no status means no response at all (network failure). */
export interface FailedAttempt {
  /** Retries already made for this call (0 after the first attempt). */
  retriesDone: number;
  status?: number;
  retryAfter?: string | null;
}

/** No response, a conflict (409) or any server error (500–599, 500 included per spec §9). */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || status === 409 || (status >= 500 && status <= 599);
}

/** Exponential backoff: retryDelayMs, then 2×, 4×, … for the 1st, 2nd, 3rd retry. */
export function backoffDelayMs(retriesDone: number, retryDelayMs: number): number {
  return retryDelayMs * 2 ** retriesDone;
}

/**
 * A `Retry-After` header in milliseconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable, so the caller falls back to backoff.
 */
export function parseRetryAfterMs(
  value: string | null | undefined,
  now: number,
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Date.parse reads bare numbers such as "-5" as years; an HTTP date always names its month.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** How long to wait before retrying a failed attempt, or undefined when the call must fail now. */
export function nextRetryDelayMs(
  policy: RetryPolicy,
  attempt: FailedAttempt,
  now: number = Date.now(),
): number | undefined {
  if (attempt.retriesDone >= policy.maxRetries || !isRetryableStatus(attempt.status)) {
    return undefined;
  }
  const retryAfterMs = parseRetryAfterMs(attempt.retryAfter, now);
  if (retryAfterMs === undefined) return backoffDelayMs(attempt.retriesDone, policy.retryDelayMs);
  return retryAfterMs > RETRY_AFTER_LIMIT_MS ? undefined : retryAfterMs;
}
