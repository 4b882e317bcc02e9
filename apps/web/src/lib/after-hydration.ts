"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * Loads what no page needs before it is interactive (issue 16: the shop's data layer, the toast
 * container) once the page has hydrated, and keeps `null` until then. Each step runs in a task of
 * its own, none in hydration's, so a phone never meets one long task: the import starts after
 * hydration's effects have run, and the loaded value is rendered as a transition, which React
 * renders in slices and whose effects run after. `load` must be the same function on every
 * render (declare it at module level); `what` names the module in the console if it fails.
 */
export function useAfterHydration<T>(load: () => Promise<T>, what: string): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = setTimeout(() => {
      load().then(
        (value) => {
          if (!cancelled) startTransition(() => setLoaded({ value }));
        },
        (error: unknown) => console.error(`${what} failed to load.`, error),
      );
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(start);
    };
  }, [load, what]);
  return loaded?.value ?? null;
}
