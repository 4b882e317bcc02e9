// Validation at the edge: request bodies and query strings go through zod, and anything that
// does not fit becomes a 400 `invalid_data` with a sentence a person can read.
import type { Context } from "hono";
import qs from "qs";
import { z } from "zod";
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

/**
 * Parses the query string as Medusa does (qs: `a[]=x`, `a[0]=x`, `a=x&a=y` and `a[gt]=…`), then
 * splits a one-element array on commas (`fields[]=id,title`).
 */
export function rawQuery(c: Context): Record<string, unknown> {
  const url = c.req.url;
  const queryIndex = url.indexOf("?");
  if (queryIndex === -1) return {};
  const parsed = qs.parse(url.slice(queryIndex + 1), { arrayLimit: 1000, depth: 3 });
  for (const [key, value] of Object.entries(parsed)) {
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string") {
      parsed[key] = value[0].split(",");
    }
  }
  return parsed;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return validate(schema, rawQuery(c));
}

// Reusable query-string pieces live with the route declarations.
export { queryBoolean, queryFieldList, queryInt, queryList } from "@atelier/contracts";
