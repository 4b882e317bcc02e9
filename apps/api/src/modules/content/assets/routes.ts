// Image assets over HTTP (contract §5): `POST /content/v{version}/assets/images/{dataset}` stores
// the raw bytes of the body (staff only) and answers `{document}`; `GET /content/images/{projectId}/
// {dataset}/{file}[/{vanityName}]` serves the file, transformed by the image URL parameters and
// cached in the file store (variant-cache.ts), at the path @sanity/image-url builds under the
// baseUrl `{API}/content`. Mounted by ../routes.ts.
import { GetContentImage, GetContentImageNamed, PostContentImageAsset } from "@atelier/contracts";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { fileStore } from "../../../storage/configured-store";
import { unauthorizedError } from "../errors";
import { apiVersionOf, checkDataset, contentCaller, contentErrorResponse } from "../request";
import { CONTENT_DATASET, CONTENT_PROJECT_ID, contentStoreFor } from "../store";
import { AssetError, assetErrorResponse } from "./asset-error";
import { imageStoreKey, isPathSegment, MIME_TYPES, parseImageFileName } from "./asset-files";
import { changesImage, parseImageTransform } from "./image-transform";
import { imageVariant, variantFormat } from "./render-variant";
import { saveImageAsset } from "./save-image-asset";

/** A year, immutable: an image URL names its bytes (sha1) and its transform. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function assetErrorHandler(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AssetError) return assetErrorResponse(c, error);
  return contentErrorResponse(error, c);
}

const uploadRoute = bind(PostContentImageAsset, async (c) => {
  apiVersionOf(c);
  checkDataset(c);
  const staff = await contentCaller(c);
  if (!staff) throw unauthorizedError("Uploading assets needs an authenticated staff token.");
  const bytes = Buffer.from(await c.req.arrayBuffer());
  const query = (name: string) => c.req.query(name) || undefined;
  const projectId = c.req.header("x-sanity-project-id");
  const document = await saveImageAsset(
    { config: c.get("deps").config, store: await contentStoreFor(c.get("deps")) },
    bytes,
    {
      filename: query("filename"),
      title: query("title"),
      description: query("description"),
      label: query("label"),
      creditLine: query("creditLine"),
      source: { id: query("sourceId"), name: query("sourceName"), url: query("sourceUrl") },
      projectId: projectId && isPathSegment(projectId) ? projectId : CONTENT_PROJECT_ID,
      dataset: CONTENT_DATASET,
      author: staff.userId,
    },
  );
  return reply(c, PostContentImageAsset, 200, { document });
});

async function serveImage(c: Context<AppEnv>): Promise<Response> {
  const { projectId, dataset, file } = c.req.param() as Record<string, string>;
  const source = parseImageFileName(file);
  if (!source || !isPathSegment(projectId) || !isPathSegment(dataset)) {
    throw new AssetError(404, `Image not found: ${file}`);
  }
  const config = c.get("deps").config;
  const store = fileStore(config);
  const parsed = parseImageTransform(new URL(c.req.url).searchParams);
  if (!parsed.ok) throw new AssetError(400, parsed.message);
  const transform = parsed.transform;
  const notFound = () => new AssetError(404, `Image not found: ${file}`);

  const headers: Record<string, string> = { "cache-control": IMMUTABLE };
  if (transform.autoFormat && !transform.format) headers.vary = "Accept";
  if (transform.download !== undefined) {
    headers["content-disposition"] = `attachment; filename="${transform.download || file}"`;
  }
  if (!changesImage(transform)) {
    const original = await store.get(imageStoreKey(file));
    if (original === undefined) throw notFound();
    return c.body(original.body, 200, {
      ...headers,
      "content-type": MIME_TYPES[source.extension],
      "content-length": String(original.size),
    });
  }
  // A variant is served only while its original is there, as the original itself would be.
  if ((await store.head(imageStoreKey(file))) === undefined) throw notFound();
  const format = variantFormat(transform, source, c.req.header("accept"));
  const variant = await imageVariant(
    store,
    config.imageCacheMaxBytes,
    source,
    file,
    transform,
    format,
  );
  return c.body(new Uint8Array(variant.bytes), 200, {
    ...headers,
    "content-type": variant.contentType,
    "x-variant-cache": variant.cached ? "hit" : "miss",
  });
}

export const contentAssetRoutes = mount(new Hono<AppEnv>(), "/content", [
  uploadRoute,
  bind(GetContentImage, serveImage),
  bind(GetContentImageNamed, serveImage),
]).onError(assetErrorHandler);
