// The Sanity-compatible content API under /content (contract sanity-http-api.md §1, §2, §4, §6):
// query, doc, mutate and users/me. Every answer is JSON (errors in Sanity's shapes) and nothing
// redirects. Published content is public; drafts and writes need a staff identity.
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { staffIdentity, type StaffIdentity } from "../admin-auth/staff-identity";
import { findStaffById } from "../admin-auth/staff-users";
import { bearerToken } from "../auth/customer-auth";
import { contentAssetRoutes } from "./assets/routes";
import { contentListenRoutes } from "./listen/routes";
import { badRequest, ContentError, notFoundError, unauthorizedError } from "./errors";
import { CONTENT_DATASET, contentStoreFor } from "./store";
import type { Perspective } from "./types";
import { isPrivateId } from "./views";

/** The api version from which no perspective means `published` instead of `raw` (§1.4). */
const PUBLISHED_DEFAULT_FROM = "2025-02-19";
const API_VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

type ContentContext = Context<AppEnv>;

/** `v1`, `vX` or `vYYYY-MM-DD`, else a 400. Returns the part after the `v`. */
export function apiVersionOf(c: ContentContext): string {
  const raw = c.req.param("apiVersion") ?? "";
  const match = API_VERSION.exec(raw);
  if (!match || (match[1].includes("-") && Number.isNaN(Date.parse(match[1])))) {
    throw badRequest(`Invalid API version "${raw}": use v1, vX or vYYYY-MM-DD.`);
  }
  return match[1];
}

/** Only `production` exists (spec §9). */
export function checkDataset(c: ContentContext): void {
  const dataset = c.req.param("dataset");
  if (dataset !== CONTENT_DATASET) throw notFoundError(`Dataset "${dataset}" not found`);
}

/** The staff member behind the request; null when anonymous; 401 for a token that is no staff's. */
export async function contentCaller(c: ContentContext): Promise<StaffIdentity | null> {
  const staff = await staffIdentity(c);
  if (staff) return staff;
  if (bearerToken(c)) throw unauthorizedError("Session not found or the token is not valid.");
  return null;
}

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

function readParams(searchParams: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of searchParams) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(
        `Unable to parse value of "${key}=${value.slice(0, 80)}". Please quote string values.`,
        "queryParamsError",
      );
    }
  }
  return params;
}

async function answerQuery(
  c: ContentContext,
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
  return c.json({
    ms,
    ...(returnQuery ? { query } : {}),
    result: result === undefined ? null : result,
    syncTags: [`s1:${CONTENT_DATASET}`],
  });
}

function contentErrorResponse(error: unknown, c: ContentContext): Response {
  if (error instanceof ContentError) return c.json(error.body, error.status);
  const status = (error as { status?: number })?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return c.json(
      { error: { type: "httpError", description: (error as Error).message || "Bad request" } },
      status as 400,
    );
  }
  console.error(error);
  return c.json(
    {
      statusCode: 500,
      error: "Internal Server Error",
      message: "An internal server error occurred",
    },
    500,
  );
}

export const contentRoutes = new Hono<AppEnv>();

contentRoutes.onError(contentErrorResponse);

contentRoutes.get("/:apiVersion/data/query/:dataset", (c) => {
  const url = new URL(c.req.url);
  const params = readParams(url.searchParams);
  return answerQuery(
    c,
    url.searchParams.get("query"),
    params,
    url.searchParams.get("perspective") ?? undefined,
    url.searchParams.get("returnQuery") !== "false",
  );
});

contentRoutes.post("/:apiVersion/data/query/:dataset", async (c) => {
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
    query,
    params,
    url.searchParams.get("perspective") ?? perspective,
    url.searchParams.get("returnQuery") !== "false",
  );
});

contentRoutes.get("/:apiVersion/data/doc/:dataset/:ids", async (c) => {
  apiVersionOf(c);
  checkDataset(c);
  const staff = await contentCaller(c);
  const ids = c.req
    .param("ids")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw badRequest("No document ids were given.");
  const store = await contentStoreFor(c.get("deps"));
  const excludeContent = c.req.query("excludeContent") === "true";
  const documents: unknown[] = [];
  const omitted: { id: string; reason: string }[] = [];
  store.getDocuments(ids).forEach((document, index) => {
    const id = ids[index];
    if (!staff && isPrivateId(id)) omitted.push({ id, reason: "permission" });
    else if (!document) omitted.push({ id, reason: "existence" });
    else if (!excludeContent) documents.push(document);
  });
  return c.json({ documents, omitted });
});

contentRoutes.post("/:apiVersion/data/mutate/:dataset", async (c) => {
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
  return c.json({
    transactionId: outcome.transactionId,
    results: outcome.results.map((entry) =>
      returnDocuments && entry.document
        ? { id: entry.id, operation: entry.operation, document: entry.document }
        : { id: entry.id, operation: entry.operation },
    ),
  });
});

contentRoutes.get("/:apiVersion/users/me", async (c) => {
  apiVersionOf(c);
  const staff = await contentCaller(c);
  if (!staff) return c.json({});
  const user = await findStaffById(c.get("deps").db, staff.userId);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(" ") || staff.email;
  const role =
    user?.role === "admin" ? "administrator" : user?.role === "developer" ? "developer" : "editor";
  return c.json({
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

contentRoutes.route("/", contentAssetRoutes);
contentRoutes.route("/", contentListenRoutes);
