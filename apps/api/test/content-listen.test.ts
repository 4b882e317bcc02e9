// The content listener over Server-Sent Events, driven by the official @sanity/client (issue 5,
// contract sanity-http-api.md §3): welcome, mutation events with transitions and results, filters
// by query and by who may see drafts, errors, the URL limit, and no listener left behind.
import type { MutationEvent, SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import type { AppDeps } from "../src/http/context";
import { contentStoreFor } from "../src/modules/content/store";
import { activeListenerCount, listenTiming } from "../src/modules/content/listen/open-listeners";
import { contentClient } from "./fixtures/content";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const clientFor = (api: TestApi, token?: string, apiVersion?: string) =>
  contentClient(api, { token, apiVersion });

async function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Received = { type: string; [key: string]: unknown };

/** Subscribes to client.listen and collects what arrives, until `stop()`. */
function listenTo(
  client: SanityClient,
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const events: Received[] = [];
  const errors: Error[] = [];
  const subscription = client
    .listen(query, params, { events: ["welcome", "mutation"], ...options })
    .subscribe({
      next: (event) => events.push(event as Received),
      error: (error: Error) => errors.push(error),
    });
  return {
    events,
    errors,
    mutations: () =>
      events.filter((event) => event.type === "mutation") as unknown as MutationEvent[],
    welcomed: () => eventually(() => events.some((event) => event.type === "welcome"), "welcome"),
    stop: () => subscription.unsubscribe(),
  };
}

describe.each(databaseKinds)("content listen (%s)", (kind) => {
  let api: TestApi;
  let staff: SanityClient;
  let anonymous: SanityClient;
  let staffUserId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    const signedIn = await signInStaff(api);
    staffUserId = signedIn.userId;
    staff = clientFor(api, signedIn.token);
    anonymous = clientFor(api);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("sends welcome, then the patch's mutation event with its result; other types hear nothing", async () => {
    await staff.create({ _id: "theme-main", _type: "themeSettings", accent: "red" });
    const themes = listenTo(
      staff,
      "*[_type == $type]",
      { type: "themeSettings" },
      { includeResult: true },
    );
    const pages = listenTo(staff, '*[_type == "page"]', {}, { includeResult: true });
    await themes.welcomed();
    await pages.welcomed();
    expect(themes.events[0]).toMatchObject({ type: "welcome", listenerName: expect.any(String) });

    const patched = await staff.patch("theme-main").set({ accent: "blue" }).commit();
    await eventually(() => themes.mutations().length === 1, "the theme mutation");
    const event = themes.mutations()[0]!;
    expect(event).toMatchObject({
      documentId: "theme-main",
      transactionId: patched._rev,
      eventId: `${patched._rev}#theme-main`,
      transition: "update",
      identity: staffUserId,
      resultRev: patched._rev,
      visibility: "query",
      result: { _id: "theme-main", _type: "themeSettings", accent: "blue" },
    });
    expect(event.previousRev).toEqual(expect.any(String));
    expect(event.mutations).toEqual([
      { createOrReplace: expect.objectContaining({ accent: "blue" }) },
    ]);
    expect(event).not.toHaveProperty("previous");

    // A page change reaches the page listener, and the page listener never saw the theme change.
    await staff.create({ _id: "page-about", _type: "page", title: "About" });
    await eventually(() => pages.mutations().length === 1, "the page mutation");
    expect(pages.mutations()[0]).toMatchObject({ documentId: "page-about", transition: "appear" });
    expect(themes.mutations()).toHaveLength(1);

    themes.stop();
    pages.stop();
    await eventually(() => activeListenerCount() === 0, "the listeners to close");
  });

  it("reports appear and disappear, previous revisions, and leaves out the result unless asked", async () => {
    const listener = listenTo(
      anonymous,
      '*[_type == "banner" && live == true]',
      {},
      {
        includeResult: false,
        includePreviousRevision: true,
        includeMutations: false,
      },
    );
    await listener.welcomed();
    await staff.create({ _id: "banner-1", _type: "banner", live: false });
    await staff.patch("banner-1").set({ live: true }).commit();
    await staff.patch("banner-1").set({ live: false }).commit();
    await staff.create({ _id: "banner-2", _type: "banner", live: true });
    await staff.delete("banner-2");
    await eventually(() => listener.mutations().length === 4, "four banner events");
    const seen = listener.mutations().map((event) => [event.documentId, event.transition]);
    expect(seen).toEqual([
      ["banner-1", "appear"],
      ["banner-1", "disappear"],
      ["banner-2", "appear"],
      ["banner-2", "disappear"],
    ]);
    const [appear, disappear] = listener.mutations();
    expect(appear).not.toHaveProperty("result");
    expect(appear).not.toHaveProperty("mutations");
    expect(appear!.previous).toMatchObject({ live: false });
    expect(disappear!.previous).toMatchObject({ live: true });
    listener.stop();
    await eventually(() => activeListenerCount() === 0, "the listener to close");
  });

  it("shows drafts only to staff, and not at all from API version 2025-02-19", async () => {
    const publicListener = listenTo(anonymous, '*[_type == "post"]');
    const staffListener = listenTo(staff, '*[_type == "post"]');
    const newApi = listenTo(
      clientFor(api, (await signInStaff(api)).token, "2025-02-19"),
      '*[_type == "post"]',
    );
    await Promise.all([publicListener.welcomed(), staffListener.welcomed(), newApi.welcomed()]);
    await staff.create({ _id: "drafts.post-1", _type: "post", title: "Draft" });
    await staff.create({ _id: "post-1", _type: "post", title: "Published" });
    await eventually(() => staffListener.mutations().length === 2, "the staff listener's events");
    await eventually(() => publicListener.mutations().length === 1, "the public listener's event");
    await eventually(() => newApi.mutations().length === 1, "the 2025 listener's event");
    expect(staffListener.mutations().map((event) => event.documentId)).toEqual([
      "drafts.post-1",
      "post-1",
    ]);
    expect(publicListener.mutations()[0]!.documentId).toBe("post-1");
    expect(newApi.mutations()[0]!.documentId).toBe("post-1");
    for (const listener of [publicListener, staffListener, newApi]) listener.stop();
    await eventually(() => activeListenerCount() === 0, "the listeners to close");
  });

  it("cleans up when the client goes away mid-stream", async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${api.url}/content/v2022-03-13/data/listen/production?query=${encodeURIComponent("*")}`,
      {
        signal: controller.signal,
        headers: { accept: "text/event-stream", origin: "http://localhost:3000" },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/);
    expect(activeListenerCount()).toBe(1);
    controller.abort();
    await eventually(() => activeListenerCount() === 0, "the aborted listener to close");
    // Later transactions still work and reach nobody.
    await staff.create({ _type: "post", title: "After" });
  });

  it.runIf(kind === "postgres")(
    "hears a change made by another API process on the same database (NOTIFY)",
    async () => {
      const listener = listenTo(anonymous, '*[_type == "notice"]', {}, { includeResult: true });
      await listener.welcomed();
      const database = await openDatabase({ url: api.deps.config.databaseUrl, poolSize: 2 });
      const other: AppDeps = { db: database.db, database, config: { ...api.deps.config } };
      const otherStore = await contentStoreFor(other);
      try {
        await otherStore.mutate([
          { createOrReplace: { _id: "notice-1", _type: "notice", text: "From elsewhere" } },
        ]);
        await eventually(() => listener.mutations().length === 1, "the other process's change");
        expect(listener.mutations()[0]).toMatchObject({
          documentId: "notice-1",
          transition: "appear",
          result: { text: "From elsewhere" },
        });
      } finally {
        listener.stop();
        await otherStore.close();
        await database.close();
      }
      await eventually(() => activeListenerCount() === 0, "the listener to close");
    },
  );

  it("sends keep-alive comments while nothing happens", async () => {
    listenTiming.keepAliveMs = 100;
    const controller = new AbortController();
    try {
      const response = await fetch(
        `${api.url}/content/v2022-03-13/data/listen/production?query=*`,
        { signal: controller.signal },
      );
      const reader = response.body!.getReader();
      let text = "";
      while (!text.includes(": ping\n\n")) {
        text += new TextDecoder().decode((await reader.read()).value);
      }
      expect(text.startsWith("event: welcome\n")).toBe(true);
    } finally {
      listenTiming.keepAliveMs = 15_000;
      controller.abort();
    }
    await eventually(() => activeListenerCount() === 0, "the listener to close");
  });

  it("refuses bad queries, bad tokens and over-long URLs", async () => {
    const bad = listenTo(staff, "*[_type == ");
    await eventually(() => bad.errors.length === 1, "the channel error");
    expect(bad.errors[0]!.message).toMatch(/parse|unexpected|expected/i);
    bad.stop();

    const badToken = await fetch(`${api.url}/content/v2022-03-13/data/listen/production?query=*`, {
      headers: { authorization: "Bearer nope" },
    });
    expect(badToken.status).toBe(401);

    const params = await fetch(
      `${api.url}/content/v2022-03-13/data/listen/production?query=*&%24t=not-json`,
    );
    expect(params.status).toBe(400);

    const long = await fetch(
      `${api.url}/content/v2022-03-13/data/listen/production?query=${encodeURIComponent(
        `*[_type in [${'"x",'.repeat(1500)}"y"]]`,
      )}`,
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { description: string } }).error.description).toMatch(
      /too large/,
    );
    await eventually(() => activeListenerCount() === 0, "no listener left");
  });
});
