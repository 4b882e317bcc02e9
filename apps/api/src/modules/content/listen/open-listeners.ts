// How many listen streams are open in this process, so tests can check that none leak. Kept apart
// from routes.ts, which sits in an import cycle with the /content router that mounts it.
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
