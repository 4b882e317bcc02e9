// `GET /content/v{version}/data/listen/{dataset}` (contract §3): a Server-Sent Events stream with
// a `welcome`, then one `mutation` event per matching document of every committed transaction
// (the store announces other API processes' transactions too), keep-alive comments every 15 s,
// and the store subscription dropped as soon as the client goes away. Mounted by ../routes.ts.
import { randomBytes } from "node:crypto";
import { GetContentListen } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount } from "../../../http/route";
import { badRequest, ContentError } from "../errors";
import { parseGroq } from "../query";
import { apiVersionOf, checkDataset, contentCaller, readParams } from "../request";
import { contentStoreFor } from "../store";
import type { ContentTransaction } from "../types";
import { isPrivateId } from "../views";
import { listenerClosed, listenerOpened, listenTiming } from "./open-listeners";
import { KEEP_ALIVE, mutationEvents, sseEvent, type ListenOptions } from "./listen-events";

/** §3.4: @sanity/client refuses longer listen URLs; a longer one sent anyway gets a 400. */
export const MAX_LISTEN_URL_LENGTH = 14_800;
/** From this API version, listeners see published documents only unless includeAllVersions (§3.2). */
const PUBLISHED_ONLY_FROM = "2025-02-19";

function isVersionId(id: string): boolean {
  return id.startsWith("drafts.") || id.startsWith("versions.");
}

const listenRoute = bind(GetContentListen, async (c) => {
  const apiVersion = apiVersionOf(c);
  checkDataset(c);
  if (c.req.url.length > MAX_LISTEN_URL_LENGTH) {
    throw badRequest(
      `Query too large for listener: the URL is over ${MAX_LISTEN_URL_LENGTH} characters.`,
    );
  }
  const staff = await contentCaller(c);
  const searchParams = new URL(c.req.url).searchParams;
  const query = searchParams.get("query");
  if (!query?.trim()) throw badRequest("The listen query is missing.", "queryParseError");
  const params = readParams(searchParams);
  const flag = (name: string) => searchParams.get(name) === "true";
  const options: ListenOptions = {
    includeResult: flag("includeResult"),
    includePreviousRevision: flag("includePreviousRevision"),
    includeMutations: searchParams.get("includeMutations") !== "false",
    mendoza: searchParams.get("effectFormat") === "mendoza",
  };
  const publishedOnly =
    (apiVersion === "X" || apiVersion >= PUBLISHED_ONLY_FROM) && !flag("includeAllVersions");
  const visible = (id: string) =>
    (staff !== null || !isPrivateId(id)) && !(publishedOnly && isVersionId(id));

  let queryError: ContentError | undefined;
  try {
    parseGroq(query, params);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    queryError = error;
  }
  const store = await contentStoreFor(c.get("deps"));
  const matches = async (document: Parameters<typeof store.matches>[2]) => {
    try {
      return await store.matches(query, params, document);
    } catch {
      return false;
    }
  };

  const encoder = new TextEncoder();
  const signal = c.req.raw.signal;
  let close = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      if (queryError) {
        // §3.2: a bad filter is a channelError, which the client reports without reconnecting.
        const { body: errorBody } = queryError;
        send(
          sseEvent("channelError", "error" in errorBody ? { error: errorBody.error } : errorBody),
        );
        closed = true;
        controller.close();
        return;
      }
      listenerOpened();
      let queue: Promise<void> = Promise.resolve();
      const unsubscribe = store.onTransaction((transaction: ContentTransaction) => {
        // One transaction at a time, in commit order, however long matching takes.
        queue = queue
          .then(async () => {
            if (closed) return;
            const events = await mutationEvents(transaction, options, visible, matches);
            for (const event of events) send(sseEvent("mutation", event, event.eventId));
          })
          .catch((error: unknown) => console.error("content listen: an event failed:", error));
      });
      const keepAlive = setInterval(() => send(KEEP_ALIVE), listenTiming.keepAliveMs);
      close = () => {
        if (closed) return;
        closed = true;
        listenerClosed();
        unsubscribe();
        clearInterval(keepAlive);
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      signal.addEventListener("abort", close);
      if (signal.aborted) {
        close();
        return;
      }
      send(sseEvent("welcome", { listenerName: `L${randomBytes(12).toString("hex")}` }));
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});

export const contentListenRoutes = mount(new Hono<AppEnv>(), "/content", [listenRoute]);
