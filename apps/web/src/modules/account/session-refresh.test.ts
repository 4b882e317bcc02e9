// Spec §9 "Session auto-refresh about every 30 s once within 90 s of expiry", with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_REFRESH_INTERVAL_MS, SESSION_RENEW_WITHIN_MS } from "./constants";
import { refreshStep, startSessionRefresh, type SessionRefreshTasks } from "./session-refresh";

const START = Date.parse("2030-01-01T12:00:00.000Z");
const refused = Object.assign(new Error("Unauthorized"), { status: 401 });
const unreachable = new Error("Could not reach the commerce API");

/** A session ending `endsInMs` from START, whose renewal moves the end a full 10 h on. */
function fakeSession(endsInMs: number) {
  let end: number | null = START + endsInMs;
  const renew = vi.fn(async () => {
    end = Date.now() + 10 * 60 * 60 * 1000;
  });
  const endSession = vi.fn();
  const tasks: SessionRefreshTasks = {
    sessionEnd: () => end,
    renew,
    end: endSession,
    isRefusal: (error) => error === refused,
  };
  return { tasks, renew, endSession, endAt: () => end };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("refreshStep", () => {
  it("waits while the end is more than 90 s away, renews within 90 s, ends after it", () => {
    expect(refreshStep(START + SESSION_RENEW_WITHIN_MS + 1, START)).toBe("wait");
    expect(refreshStep(START + SESSION_RENEW_WITHIN_MS, START)).toBe("renew");
    expect(refreshStep(START + 1, START)).toBe("renew");
    expect(refreshStep(START, START)).toBe("end");
    expect(refreshStep(null, START)).toBe("wait");
  });
});

describe("startSessionRefresh", () => {
  it("renews on the first 30 s look that finds the end within 90 s, not before", async () => {
    const session = fakeSession(200_000);
    const stop = startSessionRefresh(session.tasks);

    // Looks at 0, 30, 60, 90 s find 200, 170, 140, 110 s left: no renewal yet.
    await vi.advanceTimersByTimeAsync(3 * SESSION_REFRESH_INTERVAL_MS);
    expect(session.renew).not.toHaveBeenCalled();
    // The look at 120 s finds 80 s left.
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.endAt()).toBe(Date.now() + 10 * 60 * 60 * 1000);

    // Renewed for 10 hours: the next looks leave it alone.
    await vi.advanceTimersByTimeAsync(10 * SESSION_REFRESH_INTERVAL_MS);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.endSession).not.toHaveBeenCalled();
    stop();
  });

  it("renews at once when the tab opens on a session ending within 90 s", async () => {
    const session = fakeSession(60_000);
    const stop = startSessionRefresh(session.tasks);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it("takes the sign-out path when the API refuses the renewal, and stops looking", async () => {
    const session = fakeSession(60_000);
    session.renew.mockRejectedValue(refused);
    startSessionRefresh(session.tasks);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.endSession).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5 * SESSION_REFRESH_INTERVAL_MS);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(session.endSession).toHaveBeenCalledTimes(1);
  });

  it("tries again when the API cannot be reached, and signs out once the end has passed", async () => {
    const session = fakeSession(60_000);
    session.renew.mockRejectedValue(unreachable);
    startSessionRefresh(session.tasks);

    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(session.renew).toHaveBeenCalledTimes(2);
    expect(session.endSession).not.toHaveBeenCalled();

    // The look at 60 s finds the end reached.
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(session.endSession).toHaveBeenCalledTimes(1);
    expect(session.renew).toHaveBeenCalledTimes(2);
  });

  it("does nothing without a known end, and nothing after it is stopped", async () => {
    const unknown = fakeSession(0);
    unknown.tasks.sessionEnd = () => null;
    startSessionRefresh(unknown.tasks)();
    const session = fakeSession(200_000);
    const stop = startSessionRefresh(session.tasks);
    stop();
    await vi.advanceTimersByTimeAsync(20 * SESSION_REFRESH_INTERVAL_MS);
    expect(unknown.renew).not.toHaveBeenCalled();
    expect(session.renew).not.toHaveBeenCalled();
    expect(session.endSession).not.toHaveBeenCalled();
  });
});
