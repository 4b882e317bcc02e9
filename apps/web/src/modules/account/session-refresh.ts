// Spec §9 "Session auto-refresh about every 30 s once within 90 s of expiry" (docs/adr/0006): while
// a tab is open, it looks at the session's end every 30 s and renews the session once the end is
// 90 s away or less. When the API refuses (401) or the end passes unrenewed, the session is over
// and the caller's sign-out path runs. A renewal that only could not reach the API is tried again
// on the next look, since the session may well still be alive.
import { SESSION_REFRESH_INTERVAL_MS, SESSION_RENEW_WITHIN_MS } from "./constants";

export type RefreshStep = "wait" | "renew" | "end";

/** What to do now with a session ending at `end` (ms; null: no known end, nothing to do). */
export function refreshStep(
  end: number | null,
  now: number,
  renewWithinMs = SESSION_RENEW_WITHIN_MS,
): RefreshStep {
  if (end === null) return "wait";
  if (end <= now) return "end";
  return end - now <= renewWithinMs ? "renew" : "wait";
}

export interface SessionRefreshTasks {
  /** The session's end in ms, read afresh at every look; null when unknown. */
  sessionEnd(): number | null;
  /** Renews the session and records its new end; rejects when it could not. */
  renew(): Promise<void>;
  /** The sign-out path: the session is over. */
  end(): void;
  /** Whether a renewal's error means the API has no such session (a 401). */
  isRefusal(error: unknown): boolean;
  now?: () => number;
  intervalMs?: number;
}

/** Starts looking now and every interval after; returns the function that stops it. */
export function startSessionRefresh(tasks: SessionRefreshTasks): () => void {
  const now = tasks.now ?? Date.now;
  let renewing = false;
  let stopped = false;

  const endSession = () => {
    stop();
    tasks.end();
  };

  const look = () => {
    if (renewing || stopped) return;
    const step = refreshStep(tasks.sessionEnd(), now());
    if (step === "end") endSession();
    if (step !== "renew") return;
    renewing = true;
    tasks.renew().then(
      () => {
        renewing = false;
      },
      (error: unknown) => {
        renewing = false;
        if (!stopped && tasks.isRefusal(error)) endSession();
      },
    );
  };

  const timer = setInterval(look, tasks.intervalMs ?? SESSION_REFRESH_INTERVAL_MS);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  look();
  return stop;
}
