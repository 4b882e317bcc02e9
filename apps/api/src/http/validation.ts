// Validation at the edge: request bodies and query strings go through zod, and anything that
// does not fit becomes a 400 `invalid_data` with a sentence a person can read.
import type { Context } from "hono";
import qs from "qs";
import { z } from "zod";
import { BoundedCache } from "./bounded-cache";
import { invalidData } from "./errors";

function describePath(path: PropertyKey[]): string {
  return path.map(String).join(".");
}

export function formatIssues(error: z.ZodError): string {
  const messages = error.issues.flatMap((issue) => {
    const where = describePath(issue.path);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `property ${where ? `${where}.` : ""}${key} should not exist`);
    }
    if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
      return [`${where || "value"} is required`];
    }
    return [where ? `${where}: ${issue.message}` : issue.message];
  });
  return messages.join(", ");
}

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidData(formatIssues(result.error));
  return result.data;
}

/** Reads a JSON body (an empty body counts as `{}`); malformed JSON is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidData("The request body is not valid JSON.");
  }
}

export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  return validate(schema, await readJson(c));
}

/** The query string of a request's URL, without its `?` (empty when there is none). */
function queryText(url: string): string {
  const queryIndex = url.indexOf("?");
  return queryIndex === -1 ? "" : url.slice(queryIndex + 1);
}

/**
 * Parses a query string as Medusa does (qs: `a[]=x`, `a[0]=x`, `a=x&a=y` and `a[gt]=…`), then
 * splits a one-element array on commas (`fields[]=id,title`).
 */
function parseQueryText(text: string): Record<string, unknown> {
  if (text === "") return {};
  const parsed = qs.parse(text, { arrayLimit: 1000, depth: 3 });
  for (const [key, value] of Object.entries(parsed)) {
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string") {
      parsed[key] = value[0].split(",");
    }
  }
  return parsed;
}

/** The query string of the request, parsed (see `parseQueryText`) but not validated. */
export function rawQuery(c: Context): Record<string, unknown> {
  return parseQueryText(queryText(c.req.url));
}

/** Freezes a parsed query and everything in it: one parse is handed to every request that sent it. */
function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}

const MAX_PARSED_QUERIES = 200;
/** Characters of query text kept per schema. */
const MAX_PARSED_QUERY_TEXT = 64 * 1024;
const PARSED_QUERY_TTL_MS = 10 * 60_000;

/**
 * Valid queries already parsed, per schema and text. The storefront sends the same few (a
 * category's page, the first page of products) over and over, and parsing and validating one
 * cost a tenth of answering the product list from the response cache. The parse depends on the
 * text alone, and is handed out frozen, so no handler can change what the next request reads.
 */
const parsedQueries = new WeakMap<z.ZodType, BoundedCache<unknown>>();

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  let parsed = parsedQueries.get(schema);
  if (parsed === undefined) {
    parsed = new BoundedCache({
      maxEntries: MAX_PARSED_QUERIES,
      maxSize: MAX_PARSED_QUERY_TEXT,
      ttlMs: PARSED_QUERY_TTL_MS,
    });
    parsedQueries.set(schema, parsed);
  }
  const text = queryText(c.req.url);
  const hit = parsed.get(text);
  if (hit !== undefined) return hit as z.infer<T>;
  const query = deepFrozen(validate(schema, parseQueryText(text)));
  parsed.set(text, query, text.length + 1);
  return query;
}

// Reusable query-string pieces live with the route declarations.
export { queryBoolean, queryFieldList, queryInt, queryList } from "@atelier/contracts";
