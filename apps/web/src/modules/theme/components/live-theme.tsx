"use client";

// Spec §4 "Theme": after the server-rendered theme, the browser fetches the theme settings again
// on mount and keeps them live through the content API's listen route (throttled, spec §9),
// writing the CSS variables onto <html>. In preview the server's draft theme stays: the browser
// holds no staff token to read drafts with. The subscription uses the browser's fetch and
// EventSource (theme-subscription.ts), not @sanity/client (issue 16); it and the code turning
// settings into CSS variables load once the page is up, not in every page's first load.
import { useEffect } from "react";
import type { ThemeMode, ThemeVariables } from "../theme-variables";

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
    let stop: (() => void) | undefined;
    void Promise.all([import("../theme-subscription"), import("../theme-variables")]).then(
      ([{ subscribeToTheme }, { settingsMode, themeVariables }]) => {
        if (stopped) return;
        stop = subscribeToTheme({
          apiUrl,
          onSettings: (settings) => applyTheme(themeVariables(settings), settingsMode(settings)),
          // Says on <html> whether edits reach the page now (what a test or a person can wait on).
          onLiveState: (state) => {
            document.documentElement.dataset.themeLive = state;
          },
        });
      },
      // Without the code (a failed chunk load) the server-rendered theme stays.
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
      delete document.documentElement.dataset.themeLive;
    };
  }, [apiUrl, preview]);
  return null;
}
