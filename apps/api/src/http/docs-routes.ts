// The API reference at GET /docs: Swagger UI on the API's own /openapi.json, its files served from
// the installed swagger-ui-dist under /docs/assets, nothing loaded from elsewhere (issue 12 §2).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type ApiReferenceAsset, GetApiReference, GetApiReferenceAsset } from "@atelier/contracts";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { bind, type BoundRoute } from "./route";

/** Found from this file, so tsx, vitest and the bundled dist/main.js all read npm's copy. */
const SWAGGER_UI_DIR = path.dirname(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
);

/** Our own starter: a file, not an inline script, so the page's CSP needs no hash or nonce. */
const INIT_SCRIPT = `// Starts Swagger UI on this API's document; validatorUrl: null keeps it from calling validator.swagger.io.
window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  validatorUrl: null,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Atelier API reference</title>
    <link rel="icon" type="image/png" sizes="32x32" href="/docs/assets/favicon-32x32.png" />
    <link rel="icon" type="image/png" sizes="16x16" href="/docs/assets/favicon-16x16.png" />
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/docs/assets/index.css" />
  </head>
  <body>
    <noscript>The reference needs JavaScript; the document it shows is <a href="/openapi.json">/openapi.json</a>.</noscript>
    <div id="reference"></div>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/assets/init.js"></script>
  </body>
</html>
`;

/**
 * Swagger UI runs no inline script and loads only from here. React sets styles through the DOM,
 * which style-src does not govern; its CSS embeds its icons as data: URLs.
 */
const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const TEXT_JS = "text/javascript; charset=utf-8";
const TEXT_CSS = "text/css; charset=utf-8";

/** Where each declared file comes from. */
const SOURCES: Record<ApiReferenceAsset, { type: string; read: () => Buffer }> = {
  "swagger-ui-bundle.js": { type: TEXT_JS, read: swaggerUiFile("swagger-ui-bundle.js") },
  "swagger-ui.css": { type: TEXT_CSS, read: swaggerUiFile("swagger-ui.css") },
  "index.css": { type: TEXT_CSS, read: swaggerUiFile("index.css") },
  "favicon-16x16.png": { type: "image/png", read: swaggerUiFile("favicon-16x16.png") },
  "favicon-32x32.png": { type: "image/png", read: swaggerUiFile("favicon-32x32.png") },
  "init.js": { type: TEXT_JS, read: () => Buffer.from(INIT_SCRIPT) },
};

function swaggerUiFile(name: string): () => Buffer {
  return () => readFileSync(path.join(SWAGGER_UI_DIR, name));
}

interface LoadedAsset {
  type: string;
  body: Buffer;
  etag: string;
  gzipped?: { body: Buffer; etag: string };
}

const loaded = new Map<ApiReferenceAsset, LoadedAsset>();

/** Read, hashed and (text only: PNGs are compressed already) gzipped on first request, then kept. */
function loadAsset(name: ApiReferenceAsset): LoadedAsset {
  const known = loaded.get(name);
  if (known) return known;
  const { type, read } = SOURCES[name];
  const body = read();
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const asset: LoadedAsset = {
    type,
    body,
    etag: `"${hash}"`,
    ...(type.startsWith("text/") && { gzipped: { body: gzipSync(body), etag: `"${hash}-gz"` } }),
  };
  loaded.set(name, asset);
  return asset;
}

function isAssetName(name: string): name is ApiReferenceAsset {
  return Object.hasOwn(SOURCES, name);
}

/** If-None-Match holds the tag (weak comparison, as RFC 9110 §13.1.2 asks), or `*`. */
function holdsCurrentCopy(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

function serveAsset(c: Context<AppEnv>, name: string): Response | Promise<Response> {
  // Only the declared names are served: a path such as `../package.json` is simply unknown.
  if (!isAssetName(name)) return c.notFound();
  const asset = loadAsset(name);
  const acceptsGzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const packed = acceptsGzip ? asset.gzipped : undefined;
  const { body, etag } = packed ?? asset;

  c.header("ETag", etag);
  c.header("Cache-Control", "public, no-cache");
  if (asset.gzipped) c.header("Vary", "Accept-Encoding");
  if (holdsCurrentCopy(c.req.header("if-none-match"), etag)) return c.body(null, 304);

  c.header("Content-Type", asset.type);
  if (packed) c.header("Content-Encoding", "gzip");
  return c.body(new Uint8Array(body), 200);
}

export const docsRoutes: BoundRoute[] = [
  bind(GetApiReference, (c) => {
    c.header("Content-Security-Policy", API_REFERENCE_CSP);
    return c.html(PAGE);
  }),
  bind(GetApiReferenceAsset, (c, input) => serveAsset(c, input.params.file)),
];
