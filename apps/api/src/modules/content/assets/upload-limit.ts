// Image uploads get a body limit of their own (20 MB) instead of the API's 100 kB (app.ts).
import type { Context } from "hono";
import { limitBodySize } from "../../../http/body-limit";
import { AssetError, assetErrorResponse } from "./asset-error";
import { MAX_IMAGE_BYTES } from "./save-image-asset";

const UPLOAD_PATH = /^\/content\/v[^/]+\/assets\/images\/[^/]+$/;

/** Whether the request is an image upload, which gets {@link assetUploadBodyLimit} instead of 100 kB. */
export function isContentAssetUpload(c: Context): boolean {
  return c.req.method === "POST" && UPLOAD_PATH.test(c.req.path);
}

export const assetUploadBodyLimit = limitBodySize(MAX_IMAGE_BYTES, (c) =>
  assetErrorResponse(
    c,
    new AssetError(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`),
  ),
);
