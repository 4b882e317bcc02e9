// The Sanity-compatible content API under /content (contract sanity-http-api.md §1, §2, §4, §6):
// query, doc, mutate and users/me. Every answer is JSON (errors in Sanity's shapes) and nothing
// redirects. Published content is public; drafts and writes need a staff identity. The routes
// read their own parameters (declared in @atelier/contracts for the document), so their refusals
// keep Sanity's bodies and order.
import {
  GetContentCurrentUser,
  GetContentDocuments,
  GetContentQuery,
  PostContentMutate,
  PostContentQuery,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import type { StaffIdentity } from "../../http/identity";
import { bind, mount, reply } from "../../http/route";
import { findStaffById } from "../auth/staff-users";
import { contentAssetRoutes } from "./assets/routes";
import { contentListenRoutes } from "./listen/routes";
import { badRequest, unauthorizedError } from "./errors";
import {
  apiVersionOf,
  checkDataset,
  contentCaller,
  contentErrorResponse,
  readParams,
  type ContentContext,
} from "./request";
import { CONTENT_DATASET, contentStoreFor } from "./store";
import type { ContentDocument, Perspective } from "./types";
import { isPrivateId } from "./views";

/** The api version from which no perspective means `published` instead of `raw` (§1.4). */
const PUBLISHED_DEFAULT_FROM = "2025-02-19";

function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === "X") return "published";
  if (apiVersion === "1") return "raw";
  return apiVersion >= PUBLISHED_DEFAULT_FROM ? "published" : "raw";
}

function readPerspective(
  value: unknown,
  apiVersion: string,
  staff: StaffIdentity | null,
): Perspective {
  if (value === undefined || value === null || value === "") {
    const fallback = defaultPerspective(apiVersion);
    // Anonymous `raw` reads only what anyone may read: the published documents.
    return fallback === "raw" && !staff ? "published" : fallback;
  }
  if (typeof value !== "string") throw badRequest("perspective must be a string.");
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let perspective: Perspective;
  if (parts.length === 1 && ["raw", "published", "drafts", "previewDrafts"].includes(parts[0])) {
    perspective = parts[0] as Perspective;
  } else if (parts.length > 1 && !parts.includes("raw")) {
    // A release stack (`rABC,drafts`): releases are not kept here, so drafts over published.
    perspective = parts.includes("drafts") ? "drafts" : "published";
  } else {
    throw badRequest(
      `Invalid perspective "${value}": use raw, published, drafts, previewDrafts or a stack of releases.`,
    );
  }
  if (perspective === "drafts" || perspective === "previewDrafts") {
    if (!staff)
      throw unauthorizedError(
        `The "${perspective}" perspective needs an authenticated staff token.`,
      );
  }
  if (perspective === "raw" && !staff) return "published";
  return perspective;
}

async function answerQuery(
  c: ContentContext,
  op: typeof GetContentQuery | typeof PostContentQuery,
  query: unknown,
  params: unknown,
  perspectiveValue: unknown,
  returnQuery: boolean,
): Promise<Response> {
  const started = performance.now();
  const apiVersion = apiVersionOf(c);
  checkDataset(c);
  const staff = await contentCaller(c);
  if (typeof query !== "string" || !query.trim())
    throw badRequest("The query is missing.", "queryParseError");
  if (
    params !== undefined &&
    (typeof params !== "object" || params === null || Array.isArray(params))
  ) {
    throw badRequest("params must be an object.", "queryParamsError");
  }
  const perspective = readPerspective(perspectiveValue, apiVersion, staff);
  const store = await contentStoreFor(c.get("deps"));
  const result = await store.query(query, (params ?? {}) as Record<string, unknown>, perspective);
  const ms = Math.round((performance.now() - started) * 100) / 100;
  return reply(c, op, 200, {
    ms,
    ...(returnQuery ? { query } : {}),
    result: result === undefined ? null : result,
    syncTags: [`s1:${CONTENT_DATASET}`],
  });
}

const queryRoute = bind(GetContentQuery, (c) => {
  const url = new URL(c.req.url);
  const params = readParams(url.searchParams);
  return answerQuery(
    c,
    GetContentQuery,
    url.searchParams.get("query"),
    params,
    url.searchParams.get("perspective") ?? undefined,
    url.searchParams.get("returnQuery") !== "false",
  );
});

const longQueryRoute = bind(PostContentQuery, async (c) => {
  const url = new URL(c.req.url);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body must be JSON: {query, params}.");
  }
  if (typeof body !== "object" || body === null)
    throw badRequest("The request body must be {query, params}.");
  const { query, params, perspective } = body as Record<string, unknown>;
  return answerQuery(
    c,
    PostContentQuery,
    query,
    params,
    url.searchParams.get("perspective") ?? perspective,
    url.searchParams.get("returnQuery") !== "false",
  );
});

const documentsRoute = bind(GetContentDocuments, async (c, { params }) => {
  apiVersionOf(c);
  checkDataset(c);
  const staff = await contentCaller(c);
  const ids = params.ids
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw badRequest("No document ids were given.");
  const store = await contentStoreFor(c.get("deps"));
  const excludeContent = c.req.query("excludeContent") === "true";
  const documents: ContentDocument[] = [];
  const omitted: { id: string; reason: "existence" | "permission" }[] = [];
  store.getDocuments(ids).forEach((document, index) => {
    const id = ids[index];
    if (!staff && isPrivateId(id)) omitted.push({ id, reason: "permission" });
    else if (!document) omitted.push({ id, reason: "existence" });
    else if (!excludeContent) documents.push(document);
  });
  return reply(c, GetContentDocuments, 200, { documents, omitted });
});

const mutateRoute = bind(PostContentMutate, async (c) => {
  apiVersionOf(c);
  checkDataset(c);
  const staff = await contentCaller(c);
  if (!staff) throw unauthorizedError("Writing content needs an authenticated staff token.");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(
      "The request body must be JSON: {mutations, transactionId?}.",
      "mutationError",
    );
  }
  const { mutations, transactionId } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(mutations)) {
    throw badRequest('The request body needs "mutations": an array of mutations.', "mutationError");
  }
  if (transactionId !== undefined && typeof transactionId !== "string") {
    throw badRequest('"transactionId" must be a string.', "mutationError");
  }
  const flag = (name: string) => c.req.query(name) === "true";
  const store = await contentStoreFor(c.get("deps"));
  const outcome = await store.mutate(mutations, {
    transactionId,
    dryRun: flag("dryRun"),
    autoGenerateArrayKeys: flag("autoGenerateArrayKeys"),
    author: staff.userId,
  });
  const returnDocuments = flag("returnDocuments");
  return reply(c, PostContentMutate, 200, {
    transactionId: outcome.transactionId,
    results: outcome.results.map((entry) =>
      returnDocuments && entry.document
        ? { id: entry.id, operation: entry.operation, document: entry.document }
        : { id: entry.id, operation: entry.operation },
    ),
  });
});

const currentUserRoute = bind(GetContentCurrentUser, async (c) => {
  apiVersionOf(c);
  const staff = await contentCaller(c);
  if (!staff) return reply(c, GetContentCurrentUser, 200, {});
  const user = await findStaffById(c.get("deps").db, staff.userId);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(" ") || staff.email;
  const role =
    user?.role === "admin" ? "administrator" : user?.role === "developer" ? "developer" : "editor";
  return reply(c, GetContentCurrentUser, 200, {
    id: staff.userId,
    name,
    email: staff.email,
    profileImage: null,
    role,
    roles: [
      {
        name: role,
        title: role[0].toUpperCase() + role.slice(1),
        description: `Atelier staff (${user?.role ?? "member"})`,
      },
    ],
    provider: staff.via === "session" ? "sanity" : "sanity-token",
  });
});

export const contentRoutes = mount(new Hono<AppEnv>(), "/content", [
  queryRoute,
  longQueryRoute,
  documentsRoute,
  mutateRoute,
  currentUserRoute,
])
  .onError(contentErrorResponse)
  .route("/", contentAssetRoutes)
  .route("/", contentListenRoutes);
