import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  subscribeToTheme,
  themeListenUrl,
  themeQueryUrl,
  type ThemeLiveState,
  type ThemeSubscriptionDeps,
} from "./theme-subscription";
import type { ThemeSettings } from "./theme-variables";

const API = "http://127.0.0.1:9000/";

/** A stand-in for the browser's EventSource: the test sends the API's named events. */
class FakeEventSource {
  static last: FakeEventSource;
  readonly listeners = new Map<string, (() => void)[]>();
  readyState = 1;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const settings = (currentTheme: string) =>
  ({ _id: "themeSettings", currentTheme }) as ThemeSettings;

/** A fetch whose answers the test releases one by one, in any order. */
function fakeFetch() {
  const pending: ((result: ThemeSettings | null) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push((result) => resolve(new Response(JSON.stringify({ result }))));
      }),
  );
  return { fetch, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the live theme subscription", () => {
  let shown: string[];
  let states: ThemeLiveState[];
  let network: ReturnType<typeof fakeFetch>;
  let stop: () => void;

  beforeEach(() => {
    shown = [];
    states = [];
    network = fakeFetch();
    stop = subscribeToTheme(
      {
        apiUrl: API,
        onSettings: (value) => shown.push(value.currentTheme ?? ""),
        onLiveState: (state) => states.push(state),
      },
      {
        fetch: network.fetch as unknown as typeof fetch,
        EventSource: FakeEventSource as unknown as ThemeSubscriptionDeps["EventSource"],
      },
    );
  });
  afterEach(() => stop());

  it("reads and follows the routes @sanity/client uses for the same calls", () => {
    expect(themeQueryUrl(API)).toBe(
      "http://127.0.0.1:9000/content/v2022-03-13/data/query/production?query=*%5B_type+%3D%3D+%22themeSettings%22%5D+%7C+order%28_updatedAt+desc%29%5B0%5D%7B_id%2C+currentTheme%2C+themes%7D&returnQuery=false&perspective=published",
    );
    expect(themeListenUrl(API)).toBe(
      "http://127.0.0.1:9000/content/v2022-03-13/data/listen/production?query=*%5B_type+%3D%3D+%22themeSettings%22%5D&includeResult=false&visibility=query",
    );
    expect(network.fetch).toHaveBeenCalledWith(themeQueryUrl(API), expect.anything());
    expect(FakeEventSource.last.url).toBe(themeListenUrl(API));
  });

  it("says it is listening on the API's welcome and reads the theme again", async () => {
    network.pending[0](settings("Atelier"));
    await settle();
    FakeEventSource.last.send("welcome");
    expect(states).toEqual(["listening"]);
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(2));
    network.pending[1](settings("Evening"));
    await vi.waitFor(() => expect(shown).toEqual(["Atelier", "Evening"]));
  });

  it("shows only the newest answer and keeps the theme when the document is missing", async () => {
    FakeEventSource.last.send("mutation");
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(2));
    network.pending[1](null);
    network.pending[0](settings("Stale"));
    await settle();
    expect(shown).toEqual([]);
  });

  it("says reconnecting while the browser reconnects, and closed when the stream ends", () => {
    FakeEventSource.last.readyState = 0;
    FakeEventSource.last.onerror?.();
    FakeEventSource.last.send("reconnect");
    FakeEventSource.last.send("channelError");
    expect(states).toEqual(["reconnecting", "reconnecting", "closed"]);
    expect(FakeEventSource.last.closed).toBe(true);
  });

  it("closes the listener and ignores late answers once stopped", async () => {
    stop();
    network.pending[0](settings("Late"));
    await settle();
    FakeEventSource.last.send("welcome");
    expect(FakeEventSource.last.closed).toBe(true);
    expect(shown).toEqual([]);
    expect(states).toEqual([]);
  });
});
