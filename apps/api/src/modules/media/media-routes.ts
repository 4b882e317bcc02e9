// GET /media/{path}: serves files from the store's media folder (on disk or in the bucket, streamed
// through) with long-lived caching. Names are content addressed in practice (a new upload gets a
// new name), so responses are marked immutable.
import { GetMediaFile, GetMediaProtectedFile } from "@atelier/contracts";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/context";
import { bind, mount } from "../../http/route";
import { fileStore } from "../../storage/configured-store";
import { contentTypeFor } from "./content-types";
import { MEDIA_URL_PREFIX } from "./media-root";
import { resolveMediaKey } from "./resolve-media-key";
import { openProtectedUpload } from "./protected-download";

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
  const file = await openProtectedUpload(c, params.key);
  if (file === undefined) return c.notFound();
  c.header("Cache-Control", "private, no-store");
  c.header("Content-Type", file.mimeType);
  c.header("Content-Length", String(file.size));
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  return c.body(file.body);
});

const fileRoute = bind(
  GetMediaFile,
  async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const key = resolveMediaKey(pathname.slice(MEDIA_URL_PREFIX.length + 1));
    const file = key ? await fileStore(c.get("deps").config).get(key) : undefined;
    if (!key || !file) return c.notFound();

    const etag = `W/"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    c.header("Last-Modified", file.modified.toUTCString());
    if (isNotModified(c, etag, file.modified)) {
      await file.body.cancel();
      return c.body(null, 304);
    }

    c.header("Content-Type", contentTypeFor(key));
    c.header("Content-Length", String(file.size));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    return c.body(file.body);
  },
  [],
  // Nested paths (`uploads/<key>`) are one parameter, as `/media/*` matched them.
  { path: ".+" },
);

export function mediaRoutes(): Hono<AppEnv> {
  return mount(new Hono<AppEnv>(), "/media", [protectedFileRoute, fileRoute]);
}
