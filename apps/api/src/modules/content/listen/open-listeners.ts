// Process-wide listener state: how many listen streams are open (tests check that none leak) and
// the keep-alive period. Kept apart from routes.ts, which sits in an import cycle with the
// /content router that mounts it.

/** Keep-alive comments well inside the browser polyfill's 45 s heartbeat timeout (tests shorten it). */
export const listenTiming = { keepAliveMs: 15_000 };
let open = 0;

export function listenerOpened(): void {
  open += 1;
}

export function listenerClosed(): void {
  open -= 1;
}

export function activeListenerCount(): number {
  return open;
}
