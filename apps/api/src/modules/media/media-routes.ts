// GET /media/{path}: serves files from the media root with long-lived caching. Names are content
// addressed in practice (a new upload gets a new name), so responses are marked immutable.
import { readFile, stat } from "node:fs/promises";
import { GetMediaFile, GetMediaProtectedFile } from "@atelier/contracts";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/context";
import { bind, mount } from "../../http/route";
import { contentTypeFor } from "./content-types";
import { MEDIA_URL_PREFIX, mediaRoot } from "./media-root";
import { resolveMediaPath } from "./resolve-media-path";
import { readProtectedUpload } from "./protected-download";

const CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Uploaded SVGs could carry script; served from the API's origin they must not run. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function isNotModified(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
  const ifModifiedSince = Date.parse(c.req.header("if-modified-since") ?? "");
  return (
    Number.isFinite(ifModifiedSince) &&
    Math.floor(modified.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

// Protected uploads live outside the media root and answer only to a signed download URL.
const protectedFileRoute = bind(GetMediaProtectedFile, async (c, { params }) => {
  const file = await readProtectedUpload(c, params.key);
  if (file === undefined) return c.notFound();
  c.header("Cache-Control", "private, no-store");
  c.header("Content-Type", file.mimeType);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  return c.body(new Uint8Array(file.bytes));
});

const fileRoute = bind(
  GetMediaFile,
  async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const file = resolveMediaPath(
      mediaRoot(c.get("deps").config),
      pathname.slice(MEDIA_URL_PREFIX.length + 1),
    );
    const stats = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !stats?.isFile()) return c.notFound();

    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    c.header("Last-Modified", stats.mtime.toUTCString());
    if (isNotModified(c, etag, stats.mtime)) return c.body(null, 304);

    c.header("Content-Type", contentTypeFor(file));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    return c.body(await readFile(file));
  },
  [],
  // Nested paths (`uploads/<key>`) are one parameter, as `/media/*` matched them.
  { path: ".+" },
);

export function mediaRoutes(): Hono<AppEnv> {
  return mount(new Hono<AppEnv>(), "/media", [protectedFileRoute, fileRoute]);
}
