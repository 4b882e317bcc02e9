import { describe, expect, it } from "vitest";
import {
  backoffDelayMs,
  isRetryableStatus,
  nextRetryDelayMs,
  parseRetryAfterMs,
  RETRY_AFTER_LIMIT_MS,
} from "./retry";

const policy = { maxRetries: 3, retryDelayMs: 100 };
const now = Date.parse("2025-01-01T12:00:00Z");

describe("isRetryableStatus", () => {
  it("retries no response, 1xx, 409, 429 and every 5xx including 500", () => {
    for (const status of [undefined, 100, 103, 199, 409, 429, 500, 502, 503, 599]) {
      expect(isRetryableStatus(status)).toBe(true);
    }
  });

  it("never retries other 4xx, success or redirects", () => {
    for (const status of [99, 200, 304, 400, 401, 403, 404, 408, 422, 428, 430, 600]) {
      expect(isRetryableStatus(status)).toBe(false);
    }
  });
});

describe("backoffDelayMs", () => {
  it("starts at the configured delay and doubles", () => {
    expect([0, 1, 2, 3].map((retriesDone) => backoffDelayMs(retriesDone, 100))).toEqual([
      100, 200, 400, 800,
    ]);
  });
});

describe("parseRetryAfterMs", () => {
  it("reads delay-seconds", () => {
    expect(parseRetryAfterMs("2", now)).toBe(2000);
    expect(parseRetryAfterMs(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP date relative to now, never below zero", () => {
    expect(parseRetryAfterMs("Wed, 01 Jan 2025 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfterMs("Wed, 01 Jan 2025 11:00:00 GMT", now)).toBe(0);
  });

  it("ignores a missing or unreadable header", () => {
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
    expect(parseRetryAfterMs(undefined, now)).toBeUndefined();
    expect(parseRetryAfterMs("soon", now)).toBeUndefined();
    expect(parseRetryAfterMs("-5", now)).toBeUndefined();
  });
});

describe("nextRetryDelayMs", () => {
  it("starts at 100 ms by default and backs off exponentially while retries remain", () => {
    expect(nextRetryDelayMs(policy, { retriesDone: 0 }, now)).toBe(100);
    expect(nextRetryDelayMs(policy, { retriesDone: 2, status: 503 }, now)).toBe(400);
  });

  it("gives up once maxRetries retries are done", () => {
    expect(nextRetryDelayMs(policy, { retriesDone: 3, status: 503 }, now)).toBeUndefined();
    expect(nextRetryDelayMs({ ...policy, maxRetries: 0 }, { retriesDone: 0 }, now)).toBeUndefined();
  });

  it("does not retry a status outside the policy, whatever Retry-After says", () => {
    expect(
      nextRetryDelayMs(policy, { retriesDone: 0, status: 404, retryAfter: "1" }, now),
    ).toBeUndefined();
  });

  it("honours Retry-After on a 429", () => {
    expect(nextRetryDelayMs(policy, { retriesDone: 0, status: 429, retryAfter: "2" }, now)).toBe(
      2000,
    );
  });

  it("waits as long as Retry-After asks, up to five minutes", () => {
    expect(nextRetryDelayMs(policy, { retriesDone: 0, status: 503, retryAfter: "7" }, now)).toBe(
      7000,
    );
    expect(nextRetryDelayMs(policy, { retriesDone: 0, status: 503, retryAfter: "300" }, now)).toBe(
      RETRY_AFTER_LIMIT_MS,
    );
  });

  it("waits no longer than five minutes when Retry-After asks for more", () => {
    expect(nextRetryDelayMs(policy, { retriesDone: 0, status: 503, retryAfter: "400" }, now)).toBe(
      300_000,
    );
    expect(
      nextRetryDelayMs(
        policy,
        { retriesDone: 0, status: 409, retryAfter: "Wed, 01 Jan 2025 12:10:00 GMT" },
        now,
      ),
    ).toBe(RETRY_AFTER_LIMIT_MS);
  });

  it("falls back to backoff when Retry-After is unreadable", () => {
    expect(
      nextRetryDelayMs(policy, { retriesDone: 1, status: 503, retryAfter: "later" }, now),
    ).toBe(200);
  });
});
