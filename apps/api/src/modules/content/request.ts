// What every /content route reads from a request the same way (contract sanity-http-api.md §1,
// §4): the api version, the dataset, the caller, `$param` query values, and the error answer.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import type { StaffIdentity } from "../../http/identity";
import { staffIdentity } from "../auth/staff-identity";
import { bearerToken } from "../auth/customer-auth";
import { badRequest, ContentError, notFoundError, unauthorizedError } from "./errors";
import { CONTENT_DATASET } from "./store";

const API_VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

export type ContentContext = Context<AppEnv>;

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

/** The `$name=<json>` query parameters of a query or listen URL (§1.1). */
export function readParams(searchParams: URLSearchParams): Record<string, unknown> {
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

/** Sanity's error bodies for ContentErrors and client errors; anything else is logged and a 500. */
export function contentErrorResponse(error: unknown, c: ContentContext): Response {
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
