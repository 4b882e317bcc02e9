// The API reference at GET /docs: a page that loads Swagger UI and its starter from /docs/assets,
// under a CSP of its own; the assets are npm's files, cached by ETag; nothing else is served there.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness";
import { rawGet } from "./raw-get";

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
);
const npmCopy = (name: string) => readFileSync(path.join(swaggerUiDir, name));

function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("GET /docs", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("pglite", { seed: false });
  });
  afterAll(() => api?.close());

  it("answers the reference page, which loads Swagger UI and its starter from /docs/assets", async () => {
    const response = await api.request("/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const html = await response.text();
    expect(html).toContain("<title>Atelier API reference</title>");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes.trim())).toEqual([
      'src="/docs/assets/swagger-ui-bundle.js"',
      'src="/docs/assets/init.js"',
    ]);
    expect(scripts.every(([, , inline]) => inline === "")).toBe(true);
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/swagger-ui.css" />');
    expect(html, "nothing from another origin").not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("carries a CSP that allows only this API's own files", async () => {
    const response = await api.request("/docs");
    const csp = cspDirectives(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers with a trailing slash too", async () => {
    const response = await api.request("/docs/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Atelier API reference</title>");
  });
});

describe("GET /docs/assets/{file}", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("pglite", { seed: false });
  });
  afterAll(() => api?.close());

  it.each([
    ["swagger-ui-bundle.js", "text/javascript; charset=utf-8"],
    ["swagger-ui.css", "text/css; charset=utf-8"],
    ["index.css", "text/css; charset=utf-8"],
    ["favicon-32x32.png", "image/png"],
    ["favicon-16x16.png", "image/png"],
  ])("serves swagger-ui-dist's %s as %s", async (file, type) => {
    const response = await api.request(`/docs/assets/${file}`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(npmCopy(file))).toBe(true);
  });

  it("serves the starter, which opens /openapi.json without the online validator", async () => {
    const response = await api.request("/docs/assets/init.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const script = await response.text();
    expect(script).toContain("SwaggerUIBundle({");
    expect(script).toContain('url: "/openapi.json"');
    expect(script).toContain("validatorUrl: null");
  });

  it("sends text files gzipped to a caller that accepts it, under an ETag of their own", async () => {
    const bundle = npmCopy("swagger-ui-bundle.js");
    const plain = await rawGet(api.url, "/docs/assets/swagger-ui-bundle.js");
    const packed = await rawGet(api.url, "/docs/assets/swagger-ui-bundle.js", {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(bundle)).toBe(true);
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(packed.headers["vary"]).toMatch(/accept-encoding/i);
    expect(packed.body.length).toBeLessThan(bundle.length / 3);
    expect(gunzipSync(packed.body).equals(bundle)).toBe(true);
    expect(packed.headers["etag"]).not.toBe(plain.headers["etag"]);
  });

  it("answers 304 to a caller holding the current copy", async () => {
    const first = await api.request("/docs/assets/swagger-ui.css");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");

    const again = await api.request("/docs/assets/swagger-ui.css", {
      headers: { "if-none-match": `W/"old", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    const stale = await api.request("/docs/assets/swagger-ui.css", {
      headers: { "if-none-match": '"old"' },
    });
    expect(stale.status).toBe(200);
  });

  it.each([
    "/docs/assets/nothing.js",
    "/docs/assets/package.json",
    "/docs/assets/swagger-ui-bundle.js.map",
    "/docs/assets/__proto__",
    "/docs/assets/toString",
    "/docs/assets/..%2fpackage.json",
    "/docs/assets/..%2f..%2f..%2fpackage.json",
    "/docs/assets/%2e%2e%2fpackage.json",
    "/docs/assets/..%5cpackage.json",
    "/docs/assets/swagger-ui.css/..%2f..%2fpackage.json",
  ])("answers 404 to %s", async (assetPath) => {
    const response = await api.request(assetPath);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toMatch(/^Cannot GET /);
    expect(body).not.toContain("swagger-ui-dist");
  });

  it.each([
    "/docs/assets/../../x",
    "/docs/assets/../package.json",
    "/docs/assets/./../../package.json",
  ])("answers 404 to %s sent as written", async (rawPath) => {
    const response = await rawGet(api.url, rawPath);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toMatch(/^Cannot GET /);
  });
});
