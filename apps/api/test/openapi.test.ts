// The OpenAPI document: it validates, and it names exactly the routes the app serves.
import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../src/app";
import { startTestApi, type TestApi } from "./harness";

/** `GET /store/carts/{id}` for each route Hono holds (`:id` and `:path{.+}` → `{id}`, `*` → `{path}`). */
function appRoutes(api: TestApi): Set<string> {
  const routes = new Set<string>();
  for (const { method, path } of createApp(api.deps).routes) {
    if (method === "ALL") continue; // middleware (`use`), not a route
    const openApiPath = path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}").replace(/\/\*$/, "/{path}");
    routes.add(`${method} ${openApiPath}`);
  }
  return routes;
}

function documentRoutes(document: { paths: Record<string, object> }): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) routes.add(`${method.toUpperCase()} ${path}`);
  }
  return routes;
}

describe("GET /openapi.json", () => {
  let api: TestApi;
  let document: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

  beforeAll(async () => {
    api = await startTestApi("pglite", { seed: false });
    const response = await api.request("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    document = (await response.json()) as typeof document;
  });
  afterAll(() => api.close());

  test("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    const errors = result.valid ? [] : result.errors;
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("names every route the app registers, and no other", () => {
    const served = appRoutes(api);
    const documented = documentRoutes(document);
    const undeclared = [...served].filter((route) => !documented.has(route));
    const notServed = [...documented].filter((route) => !served.has(route));
    expect(notServed, "documented but not served").toEqual([]);
    expect(undeclared, "registered without a declaration").toEqual([]);
    expect(served.size).toBe(documented.size);
  });

  test("every operation has an id, a tag, a summary and its error answers", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, where).toEqual(expect.any(String));
        expect(ids.has(operation.operationId as string), `${where}: duplicate id`).toBe(false);
        ids.add(operation.operationId as string);
        expect(operation.tags, where).toHaveLength(1);
        expect(operation.summary, where).toEqual(expect.any(String));
        expect(Object.keys(operation.responses as object), where).toContain("4XX");
      }
    }
  });

  test("the document is built once and answers with a trailing slash too", async () => {
    const again = await (await api.request("/openapi.json/")).json();
    expect(again).toEqual(document);
  });
});
