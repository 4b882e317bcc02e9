"use client";

// Spec §4 "Theme": after the server-rendered theme, the browser fetches the theme settings again
// on mount and keeps them live with `client.listen` on the same query (throttled, spec §9), writing
// the CSS variables onto <html>. In preview the server's draft theme stays: the browser holds no
// staff token to read drafts with.
// The content client (@sanity/client with its HTTP and event-stream code, about a third of a shop
// page's own JavaScript) is loaded once the page is up, not in every page's first load (issue 16),
// and so is the code turning settings into CSS variables.
import { useEffect } from "react";
import { THEME_LISTEN_QUERY, THEME_SETTINGS_QUERY } from "../theme-query";
import type { ThemeMode, ThemeSettings, ThemeVariables } from "../theme-variables";

export function applyTheme(
  variables: ThemeVariables,
  mode: ThemeMode,
  element = document.documentElement,
) {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  element.dataset.themeMode = mode;
}

export function LiveTheme({ apiUrl, preview }: { apiUrl: string; preview: boolean }) {
  useEffect(() => {
    if (preview) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    let subscription: { unsubscribe(): void } | undefined;

    void Promise.all([import("@/lib/content/client"), import("../theme-variables")]).then(
      ([
        { CONTENT_SUBSCRIPTION_THROTTLE_MS, createContentClient },
        { settingsMode, themeVariables },
      ]) => {
        if (stopped) return;
        const client = createContentClient({ apiUrl });
        const refresh = () => {
          const request = ++latest;
          client
            .fetch<ThemeSettings | null>(THEME_SETTINGS_QUERY)
            .then((settings) => {
              // Only the newest answer counts; a missing document keeps what is shown.
              if (!stopped && request === latest && settings)
                applyTheme(themeVariables(settings), settingsMode(settings));
            })
            .catch(() => undefined);
        };
        const throttled = () => {
          if (timer !== undefined) return;
          timer = setTimeout(() => {
            timer = undefined;
            refresh();
          }, CONTENT_SUBSCRIPTION_THROTTLE_MS);
        };

        refresh();
        subscription = client
          .listen(
            THEME_LISTEN_QUERY,
            {},
            {
              events: ["welcome", "mutation", "reconnect"],
              includeResult: false,
              visibility: "query",
            },
          )
          .subscribe({
            next: (event) => {
              // Says on <html> whether edits reach the page now (what a test or a person can wait on).
              if (event.type === "welcome")
                document.documentElement.dataset.themeLive = "listening";
              if (event.type === "reconnect")
                document.documentElement.dataset.themeLive = "reconnecting";
              if (event.type === "mutation" || event.type === "welcome") throttled();
            },
            error: () => {
              document.documentElement.dataset.themeLive = "closed";
            },
          });
      },
      // Without the client (a failed chunk load) the server-rendered theme stays.
      () => undefined,
    );
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      subscription?.unsubscribe();
      delete document.documentElement.dataset.themeLive;
    };
  }, [apiUrl, preview]);
  return null;
}
