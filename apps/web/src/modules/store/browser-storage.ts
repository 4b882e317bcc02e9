// Browser storage the store and cart keep their choices in (spec §3, §9): localStorage values
// React can subscribe to, and the cookies that let server-rendered pages see the same region.
import { useCallback, useSyncExternalStore } from "react";

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

/** One year, in seconds. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

// Storage can be switched off or full (private windows, quotas): the shop then simply forgets
// the value instead of failing to render.
export function readStoredValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredValue(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See readStoredValue: nothing to keep the value in.
  }
  notify(key);
}

let listeningToOtherTabs = false;

/**
 * Other tabs write through the window's `storage` event, heard by one listener for every key.
 * Chromium's first `storage` listener of a page registers the page with the browser process, a
 * synchronous step measured at 3-25 ms; it runs in a task of its own (issue 16: it was part of
 * the data layer's longest task), and every key is read again then, for a write made meanwhile.
 */
function listenToOtherTabs(): void {
  if (listeningToOtherTabs) return;
  listeningToOtherTabs = true;
  setTimeout(() => {
    window.addEventListener("storage", (event: StorageEvent) => {
      if (event.key === null) listeners.forEach((_, key) => notify(key));
      else notify(event.key);
    });
    listeners.forEach((_, key) => notify(key));
  }, 0);
}

function subscribe(key: string, listener: Listener): () => void {
  const keyListeners = listeners.get(key) ?? new Set<Listener>();
  keyListeners.add(listener);
  listeners.set(key, keyListeners);
  listenToOtherTabs();
  return () => {
    keyListeners.delete(listener);
  };
}

/**
 * The stored value under `key`, kept current. `undefined` while rendering on the server and
 * hydrating, when storage cannot be read yet; `null` when nothing is stored.
 */
export function useStoredValue(key: string): string | null | undefined {
  const subscribeToKey = useCallback((listener: Listener) => subscribe(key, listener), [key]);
  return useSyncExternalStore<string | null | undefined>(
    subscribeToKey,
    () => readStoredValue(key),
    () => undefined,
  );
}

export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}
