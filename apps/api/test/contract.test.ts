// The contract walk: every operation in /openapi.json, called with hostile input (malformed JSON,
// wrong types for each body field, unknown, over-long and NUL ids, huge numbers and strings,
// hostile query strings), once without an identity and once as staff. No answer may be a 5xx, an
// error must come in the documented shape, and no body may leak a stack trace or SQL.
// Happy paths are checked by every other API suite: they run with API_CHECK_RESPONSES=1, which
// turns an answer outside its documented schema into a 500 (see http/route.ts).
import { MedusaError, SanityDetailedError, SanityError } from "@atelier/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { signInStaff } from "./fixtures/staff";
import { startTestApi, type TestApi } from "./harness";

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OperationDoc {
  operationId: string;
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

interface Document {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas?: Record<string, JsonSchema> };
}

interface Call {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Leaks a server must never send: stack frames, module paths, SQL and driver messages. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /\bselect\b[\s\S]{1,200}\bfrom\b/i,
  /\binsert into\b/i,
  /relation "/,
  /syntax error at or near/,
  /violates .* constraint/,
  /drizzle|pglite|postgres/i,
];

const SanityErrorBody = z.union([SanityError, SanityDetailedError]);

/** Path parameter values no route knows. */
const HOSTILE_IDS = [
  "does_not_exist",
  "x".repeat(10_000),
  "%00",
  "a%00b",
  "..%2F..%2Fpackage.json",
  "%E2%80%AE%F0%9F%98%80",
  "-1",
  "1e309",
  "99999999999999999999999",
  "__proto__",
];

/** Query strings that probe the parser rather than one parameter. */
const HOSTILE_QUERIES = [
  "a[b][c][d][e][f]=1",
  "__proto__[polluted]=1&constructor[prototype][polluted]=1",
  "limit=-1&offset=-1",
  "limit=1e309&offset=99999999999999999999999",
  "order=;drop table carts;--",
  "expand=%00&fields=%00",
  `q=${"x".repeat(50_000)}`,
  "%ff%fe=%ff",
];

function resolve(document: Document, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  return document.components.schemas?.[schema.$ref.split("/").pop() ?? ""];
}

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
}

/** JSON texts of the wrong type for a field (raw text, so `1e309` reaches the parser as written). */
function wrongValues(schema: JsonSchema | undefined): string[] {
  const types = typesOf(schema);
  const values = ["null", '"\\u0000"', "1e309", "[[[[[[[[[[1]]]]]]]]]]"];
  if (!types.includes("string")) values.push(`"${"x".repeat(20_000)}"`);
  if (!types.includes("number") && !types.includes("integer")) values.push("123456789012345678901");
  if (!types.includes("object")) values.push('{"$gt":""}');
  if (!types.includes("boolean")) values.push("true");
  return values;
}

function queryNames(operation: OperationDoc): string[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === "query" && parameter.name)
    .map((parameter) => parameter.name as string);
}

function bodySchema(document: Document, operation: OperationDoc): JsonSchema | undefined {
  return resolve(document, operation.requestBody?.content["application/json"]?.schema);
}

/** Every hostile call for one operation. */
function callsFor(document: Document, path: string, method: string, op: OperationDoc): Call[] {
  const withIds = (id: string) =>
    path.replace(/\{[^}]+\}/g, encodeURIComponent(id).replace(/%25/g, "%"));
  const plain = withIds("does_not_exist");
  const calls: Call[] = [];
  if (path.includes("{")) {
    for (const id of HOSTILE_IDS)
      calls.push({ what: `id ${id.slice(0, 20)}`, method, path: withIds(id) });
  } else {
    calls.push({ what: "no input", method, path });
  }
  for (const query of HOSTILE_QUERIES) {
    calls.push({ what: `query ${query.slice(0, 30)}`, method, path: `${plain}?${query}` });
  }
  for (const name of queryNames(op)) {
    for (const value of ["%00", "[]", `${name}`, "99999999999999999999999", "x".repeat(5_000)]) {
      calls.push({
        what: `query ${name}=${value.slice(0, 10)}`,
        method,
        path: `${plain}?${name}=${value}`,
      });
    }
    calls.push({ what: `query ${name}[a][b]`, method, path: `${plain}?${name}[a][b][c]=1` });
    calls.push({ what: `query ${name}[]`, method, path: `${plain}?${name}[]=a&${name}[]=b` });
  }
  if (method === "get" || method === "delete") return calls;

  const json = { "content-type": "application/json" };
  for (const text of [
    "{",
    "[]",
    '"text"',
    "null",
    "1e309",
    '{"a":',
    "\u0000",
    '{"__proto__":{"x":1}}',
  ]) {
    calls.push({ what: `body ${text}`, method, path: plain, headers: json, body: text });
  }
  calls.push({
    what: "body 1 MB",
    method,
    path: plain,
    headers: json,
    body: `{"a":"${"x".repeat(1_000_000)}"}`,
  });
  calls.push({
    what: "body as form",
    method,
    path: plain,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "a=1",
  });
  const schema = bodySchema(document, op);
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    for (const value of wrongValues(resolve(document, fieldSchema))) {
      calls.push({
        what: `body ${field}=${value.slice(0, 12)}`,
        method,
        path: plain,
        headers: json,
        body: `{"${field}":${value}}`,
      });
    }
  }
  return calls;
}

/** What is wrong with an answer, or undefined when it is acceptable. */
function problemWith(path: string, status: number, type: string, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (leak) return `body leaks ${leak}: ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!type.includes("application/json")) {
    // Text answers: "Unauthorized", "Cannot GET …", and Node's own refusals of an over-long
    // request line or header (414, 431) before the app sees the request.
    return [401, 404, 405, 413, 414, 431].includes(status)
      ? undefined
      : `${status} with a ${type || "untyped"} body`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const shape = path.startsWith("/content/") ? SanityErrorBody : MedusaError;
  const result = shape.safeParse(parsed);
  return result.success ? undefined : `${status} outside the error shape: ${body.slice(0, 200)}`;
}

describe("every documented operation, with hostile input", () => {
  let api: TestApi;
  let document: Document;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi("pglite");
    document = (await (await api.request("/openapi.json")).json()) as Document;
    staffHeaders = (await signInStaff(api)).headers;
  }, 120_000);
  afterAll(() => api.close());

  test("answers no 5xx, errors in their documented shape, and leaks nothing", async () => {
    const problems: string[] = [];
    let operations = 0;
    let requests = 0;
    let serverErrors = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations += 1;
        const calls = callsFor(document, path, method, op);
        for (const identity of [{}, staffHeaders]) {
          for (let start = 0; start < calls.length; start += 8) {
            await Promise.all(
              calls.slice(start, start + 8).map(async (call) => {
                const who = identity === staffHeaders ? "staff" : "anonymous";
                requests += 1;
                let response: Response;
                let body: string;
                try {
                  response = await fetch(`${api.url}${call.path}`, {
                    method: call.method.toUpperCase(),
                    headers: { ...identity, ...call.headers },
                    body: call.body,
                  });
                  body = await response.text();
                } catch (error) {
                  problems.push(
                    `${op.operationId} (${who}, ${call.what}): no answer (${String(error)})`,
                  );
                  return;
                }
                if (response.status >= 500) serverErrors += 1;
                const problem = problemWith(
                  path,
                  response.status,
                  response.headers.get("content-type") ?? "",
                  body,
                );
                if (problem) problems.push(`${op.operationId} (${who}, ${call.what}): ${problem}`);
              }),
            );
          }
        }
      }
    }
    console.log(
      `contract walk: operations ${operations}, requests ${requests}, 5xx ${serverErrors}`,
    );
    expect(problems.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(operations).toBe(Object.values(document.paths).flatMap(Object.keys).length);
  }, 600_000);
});
