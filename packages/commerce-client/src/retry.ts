// The commerce client's retry policy (spec §7, §9), kept free of I/O so it can be tested alone.

/** A longer `Retry-After` is cut down to this wait (spec §9: "honoured up to 300000 ms"). */
export const RETRY_AFTER_LIMIT_MS = 300_000;

/** Informational answers are not a result, so the call is asked again (spec §9: 100-199). */
const INFORMATIONAL_STATUSES = { from: 100, to: 199 } as const;
/** Too many requests: the server asks to come back later (spec §9). */
const TOO_MANY_REQUESTS_STATUS = 429;
/** A conflict, e.g. the cart is locked by a concurrent write (spec §7). */
const CONFLICT_STATUS = 409;
/** Any server error, 500 included (spec §7, §9: 500-599). */
const SERVER_ERROR_STATUSES = { from: 500, to: 599 } as const;

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

function isWithin(status: number, range: { from: number; to: number }): boolean {
  return status >= range.from && status <= range.to;
}

/** No response, 1xx, 409, 429 or any server error (spec §7, §9). */
export function isRetryableStatus(status: number | undefined): boolean {
  return (
    status === undefined ||
    status === CONFLICT_STATUS ||
    status === TOO_MANY_REQUESTS_STATUS ||
    isWithin(status, INFORMATIONAL_STATUSES) ||
    isWithin(status, SERVER_ERROR_STATUSES)
  );
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
  return Math.min(retryAfterMs, RETRY_AFTER_LIMIT_MS);
}
