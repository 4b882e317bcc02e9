// Spec §4 "Theme": the browser's live theme. It reads the published theme settings from the content
// API's query route and follows the listen route (Server-Sent Events) for changes, with the
// browser's own fetch and EventSource: two calls do not need @sanity/client, whose code (with
// rxjs) was one of the longest tasks on every shop page after hydration (issue 16, TBT). The
// routes and parameters are the ones @sanity/client sends for the same calls.
import {
  CONTENT_API_VERSION,
  CONTENT_DATASET,
  CONTENT_SUBSCRIPTION_THROTTLE_MS,
} from "@/lib/content/constants";
import { THEME_LISTEN_QUERY, THEME_SETTINGS_QUERY } from "./theme-query";
import type { ThemeSettings } from "./theme-variables";

/** Whether edits reach the page now; written on <html> as `data-theme-live`. */
export type ThemeLiveState = "listening" | "reconnecting" | "closed";

/** The events the theme listens for; the API sends them as named SSE events. */
const LISTEN_EVENTS = ["welcome", "mutation", "reconnect"] as const;
/** Events after which the API sends nothing more on this stream. */
const CLOSING_EVENTS = ["channelError", "disconnect"] as const;
/** `EventSource.CLOSED`: the browser will not reconnect. */
const EVENT_SOURCE_CLOSED = 2;

/** What the subscription needs from the browser (a fake in the unit tests). */
export interface ThemeSubscriptionDeps {
  fetch: typeof fetch;
  EventSource: new (
    url: string,
  ) => Pick<EventSource, "addEventListener" | "close" | "readyState" | "onerror">;
}

export interface ThemeSubscriptionOptions {
  /** The API's public address (lib/config `publicApiUrl`). */
  apiUrl: string;
  /** Called with each newest settings document the API answers (never with a missing one). */
  onSettings: (settings: ThemeSettings) => void;
  onLiveState: (state: ThemeLiveState) => void;
}

function contentDataUrl(apiUrl: string, operation: "query" | "listen", params: [string, string][]) {
  const url = new URL(
    `${apiUrl.replace(/\/$/, "")}/content/v${CONTENT_API_VERSION}/data/${operation}/${CONTENT_DATASET}`,
  );
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

export const themeQueryUrl = (apiUrl: string) =>
  contentDataUrl(apiUrl, "query", [
    ["query", THEME_SETTINGS_QUERY],
    ["returnQuery", "false"],
    ["perspective", "published"],
  ]);

export const themeListenUrl = (apiUrl: string) =>
  contentDataUrl(apiUrl, "listen", [
    ["query", THEME_LISTEN_QUERY],
    ["includeResult", "false"],
    ["visibility", "query"],
  ]);

/**
 * Fetches the theme settings now, then again (throttled) whenever the listener connects or a
 * themeSettings document changes. Answers `stop`, which closes the listener and ignores answers
 * still on their way.
 */
export function subscribeToTheme(
  { apiUrl, onSettings, onLiveState }: ThemeSubscriptionOptions,
  deps: ThemeSubscriptionDeps = { fetch: globalThis.fetch.bind(globalThis), EventSource },
): () => void {
  let stopped = false;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refresh = () => {
    const request = ++latest;
    deps
      .fetch(themeQueryUrl(apiUrl), { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { result?: ThemeSettings | null } | undefined) => {
        // Only the newest answer counts; a missing document or a failed read keeps what is shown.
        if (!stopped && request === latest && body?.result) onSettings(body.result);
      })
      .catch(() => undefined);
  };
  const throttledRefresh = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      refresh();
    }, CONTENT_SUBSCRIPTION_THROTTLE_MS);
  };

  refresh();
  const source = new deps.EventSource(themeListenUrl(apiUrl));
  for (const type of LISTEN_EVENTS) {
    source.addEventListener(type, () => {
      if (stopped) return;
      if (type === "welcome") onLiveState("listening");
      if (type === "reconnect") onLiveState("reconnecting");
      if (type !== "reconnect") throttledRefresh();
    });
  }
  for (const type of CLOSING_EVENTS) {
    source.addEventListener(type, () => {
      source.close();
      if (!stopped) onLiveState("closed");
    });
  }
  // The browser reconnects by itself after a dropped connection (and the API's `welcome` then
  // refreshes the theme); an error answer or a wrong content type closes the stream for good.
  source.onerror = () => {
    if (stopped) return;
    onLiveState(source.readyState === EVENT_SOURCE_CLOSED ? "closed" : "reconnecting");
  };

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    source.close();
  };
}
